// Where sign-in sends the user back to: a path on this site only. Anything that could leave the
// origin (absolute or protocol-relative URLs, backslash tricks, control characters) is refused, so a
// crafted /login?returnTo=… link can never bounce a freshly signed-in user to another site.

const BASE = "https://leadone.invalid";
const AUTH_PATHS = new Set(["/login", "/signup"]);

/** The same-origin path+query+hash `raw` names, or null when it is missing or unsafe. */
export function safeReturnTo(raw: string | null | undefined): string | null {
  if (!raw || raw.length > 2048) return null;
  if (!raw.startsWith("/") || raw.startsWith("//")) return null;
  // Browsers read "\" as "/" ("/\evil.com" is protocol-relative) and drop tabs/newlines in URLs.
  if (/[\\\u0000-\u001f\u007f]/.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  // Back to the sign-in pages would only loop.
  if (AUTH_PATHS.has(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** `/login` (or `/signup`) carrying `returnTo` = the given path, when that path is safe. */
export function authPathWithReturn(page: "/login" | "/signup", returnTo: string | null | undefined): string {
  const safe = safeReturnTo(returnTo);
  return safe && safe !== "/" ? `${page}?returnTo=${encodeURIComponent(safe)}` : page;
}
