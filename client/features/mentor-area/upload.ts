// Uploads a file to a multipart endpoint with XMLHttpRequest, for upload progress (fetch has none).
export interface UploadResult<T> {
  ok: boolean;
  status: number;
  body: T | { message?: string } | null;
}

export function uploadFile<T>(url: string, file: File, fields: Record<string, string>, onProgress: (fraction: number) => void): Promise<UploadResult<T>> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", url);
    xhr.withCredentials = true;
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        body = { message: xhr.statusText };
      }
      resolve({ ok: xhr.status >= 200 && xhr.status < 300, status: xhr.status, body: body as T });
    };
    xhr.onerror = () => resolve({ ok: false, status: 0, body: { message: "Network error: the upload did not reach the server" } });
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    form.append("file", file);
    xhr.send(form);
  });
}

export function errorOf(body: unknown, fallback: string): string {
  const message = body && typeof body === "object" && "message" in body ? (body as { message?: unknown }).message : undefined;
  return typeof message === "string" && message ? message : fallback;
}
