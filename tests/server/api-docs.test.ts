// /api/docs: Swagger UI served locally (no CDN), its script a file so the CSP needs no 'unsafe-inline'.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "./harness.js";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

describe("/api/docs", () => {
  it("serves a page that loads only same-origin files under a CSP without inline scripts", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/docs" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/text\/html/);
    const csp = String(res.headers["content-security-policy"]);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(res.body).not.toMatch(/https?:\/\//); // nothing from a CDN
    expect(res.body).not.toMatch(/<script>(?!<\/script>)/); // no inline script
    const sources = [...res.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]!);
    expect(sources).toEqual(expect.arrayContaining(["/api/docs/assets/swagger-ui.css", "/api/docs/assets/swagger-ui-bundle.js", "/api/docs/init.js"]));
    for (const src of sources) {
      const asset = await t.app.inject({ method: "GET", url: src });
      expect(asset.statusCode, src).toBe(200);
      expect(asset.body.length, src).toBeGreaterThan(100);
    }
    const init = await t.app.inject({ method: "GET", url: "/api/docs/init.js" });
    expect(init.body).toContain('url: "/api/openapi.json"');
  });

  it("serves only the viewer's own files from node_modules", async () => {
    for (const url of ["/api/docs/assets/package.json", "/api/docs/assets/index.html", "/api/docs/assets/../package.json", "/api/docs/assets/swagger-initializer.js"]) {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(404);
    }
  });
});
