// How answers travel: JSON above 1 kB compressed (brotli or gzip, as the client accepts), the built
// client's hashed files immutable and sent precompressed, index.html revalidated with an ETag.
import { mkdtemp, mkdir, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "./harness.js";

const INDEX = `<!doctype html><html><head><title>LeadOne</title></head><body><div id="root"><h1>Lead with confidence</h1></div>${"<!-- padding -->".repeat(100)}<script type="module" src="/assets/app-abc123.js"></script></body></html>`;
const APP_JS = `console.log(${JSON.stringify("x".repeat(5000))});`;
// The build's page for a signed-in visitor of / (scripts/vite-client-budget.ts: the home chunks preloaded).
const HOME_INDEX = INDEX.replace("</head>", '<link rel="modulepreload" crossorigin href="/assets/HomePage-abc123.js"></head>');

describe("HTTP delivery", () => {
  let t: TestApp;
  let clientDir: string;
  beforeAll(async () => {
    clientDir = await mkdtemp(path.join(os.tmpdir(), "leadone-client-"));
    await mkdir(path.join(clientDir, "assets"));
    for (const [file, text] of [["index.html", INDEX], ["index.home.html", HOME_INDEX], ["assets/app-abc123.js", APP_JS]] as const) {
      await writeFile(path.join(clientDir, file), text);
      await writeFile(path.join(clientDir, `${file}.br`), brotliCompressSync(Buffer.from(text)));
      await writeFile(path.join(clientDir, `${file}.gz`), gzipSync(Buffer.from(text)));
    }
    t = await startTestApp({ env: { CLIENT_DIR: clientDir } });
  });
  afterAll(async () => {
    await t?.close();
    await rm(clientDir, { recursive: true, force: true });
  });

  it("compresses JSON above 1 kB with brotli or gzip, as accepted, and leaves small answers alone", async () => {
    const url = "/api/openapi.json"; // a large JSON answer
    const br = await t.app.inject({ method: "GET", url, headers: { "accept-encoding": "br, gzip" } });
    expect(br.statusCode).toBe(200);
    expect(br.headers["content-encoding"]).toBe("br");
    const doc = JSON.parse(brotliDecompressSync(br.rawPayload).toString("utf8"));
    expect(doc.openapi).toMatch(/^3\./);
    expect(br.rawPayload.length).toBeLessThan(JSON.stringify(doc).length / 3);

    const gz = await t.app.inject({ method: "GET", url, headers: { "accept-encoding": "gzip" } });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString("utf8"))).toEqual(doc);

    const plain = await t.app.inject({ method: "GET", url });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.json()).toEqual(doc);

    const small = await t.app.inject({ method: "GET", url: "/healthz", headers: { "accept-encoding": "br, gzip" } });
    expect(small.headers["content-encoding"]).toBeUndefined();
    expect(small.json()).toEqual({ status: "ok" });
  });

  it("serves hashed assets precompressed and immutable for a year", async () => {
    const br = await t.app.inject({ method: "GET", url: "/assets/app-abc123.js", headers: { "accept-encoding": "gzip, deflate, br" } });
    expect(br.statusCode).toBe(200);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString("utf8")).toBe(APP_JS);

    const gz = await t.app.inject({ method: "GET", url: "/assets/app-abc123.js", headers: { "accept-encoding": "gzip" } });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.rawPayload).toString("utf8")).toBe(APP_JS);

    const plain = await t.app.inject({ method: "GET", url: "/assets/app-abc123.js" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(APP_JS);
    expect(plain.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  it("sends scripts only the security headers that apply to them; documents keep them all", async () => {
    const js = await t.app.inject({ method: "GET", url: "/assets/app-abc123.js", headers: { "accept-encoding": "br" } });
    expect(js.statusCode).toBe(200);
    expect(js.headers["x-content-type-options"]).toBe("nosniff");
    expect(js.headers["cross-origin-resource-policy"]).toBe("same-origin");
    for (const documentOnly of ["content-security-policy", "x-frame-options", "referrer-policy", "cross-origin-opener-policy", "origin-agent-cluster"]) {
      expect(js.headers[documentOnly], documentOnly).toBeUndefined();
    }
    const html = await t.app.inject({ method: "GET", url: "/signup" });
    expect(html.headers["content-security-policy"]).toMatch(/script-src 'self'/);
    expect(html.headers["x-frame-options"]).toBe("SAMEORIGIN");
    const api = await t.app.inject({ method: "GET", url: "/healthz" });
    expect(api.headers["content-security-policy"]).toMatch(/default-src 'self'/);
  });

  it("answers client routes with index.html, revalidated by ETag (304 when unchanged)", async () => {
    const first = await t.app.inject({ method: "GET", url: "/signup", headers: { "accept-encoding": "br" } });
    expect(first.statusCode).toBe(200);
    expect(first.headers["content-type"]).toMatch(/^text\/html/);
    expect(first.headers["cache-control"]).toBe("no-cache");
    expect(first.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(first.rawPayload).toString("utf8")).toBe(INDEX);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[^"]+"$/);

    const again = await t.app.inject({ method: "GET", url: "/", headers: { "if-none-match": etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");

    const plain = await t.app.inject({ method: "GET", url: "/account", headers: { "if-none-match": '"stale"' } });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(INDEX);

    const refused = await t.app.inject({ method: "GET", url: "/", headers: { "accept-encoding": "br;q=0, gzip" } });
    expect(refused.headers["content-encoding"]).toBe("gzip");
  });

  it("answers / with the home page's preloads when the visit carries a session cookie, and only then", async () => {
    const signedIn = await t.app.inject({ method: "GET", url: "/", headers: { cookie: "theme=dark; leadone_session=abc", "accept-encoding": "br" } });
    expect(signedIn.statusCode).toBe(200);
    expect(brotliDecompressSync(signedIn.rawPayload).toString("utf8")).toBe(HOME_INDEX);
    expect(String(signedIn.headers.vary)).toMatch(/cookie/i);
    const homeEtag = String(signedIn.headers.etag);

    const anonymous = await t.app.inject({ method: "GET", url: "/" });
    expect(anonymous.body).toBe(INDEX);
    expect(String(anonymous.headers.etag)).not.toBe(homeEtag);
    // Another page, an empty cookie or another cookie's name: the plain page.
    for (const [url, cookie] of [["/account", "leadone_session=abc"], ["/", "leadone_session="], ["/", "not_leadone_session=abc"]] as const) {
      expect((await t.app.inject({ method: "GET", url, headers: { cookie } })).body, `${url} ${cookie}`).toBe(INDEX);
    }
    // The ETag names the variant: the signed-in page revalidates against its own.
    expect((await t.app.inject({ method: "GET", url: "/", headers: { cookie: "leadone_session=abc", "if-none-match": homeEtag } })).statusCode).toBe(304);
    expect((await t.app.inject({ method: "GET", url: "/", headers: { "if-none-match": homeEtag } })).statusCode).toBe(200);
  });

  it("still answers unknown API paths with a JSON 404, not the HTML", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/nothing-here" });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe("NOT_FOUND");
  });
});
