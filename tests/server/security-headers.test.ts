// Helmet's security headers, worked out once at start-up, are on every answer: REST, tRPC, errors,
// 404s and health checks, with the app's CSP directives.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, startTestApp, type TestApp } from "./harness.js";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

describe("security headers", () => {
  it("every answer carries the CSP and helmet's other headers", async () => {
    const answers = await Promise.all([
      call(t, "GET", "/api/auth/user"),
      call(t, "GET", `/trpc/usage.status,account.status?batch=1&input=${encodeURIComponent("{}")}`),
      call(t, "GET", "/api/no-such-thing"),
      call(t, "GET", "/healthz"),
      call(t, "POST", "/api/auth/login", "not json"),
    ]);
    expect(answers.map((a) => a.status)).toEqual([401, 401, 404, 200, 400]);
    for (const { headers } of answers) {
      const csp = String(headers["content-security-policy"]);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("img-src 'self' data: blob:");
      expect(csp).toContain("media-src 'self' data: blob:");
      expect(csp).toContain("style-src 'self' 'unsafe-inline'");
      expect(csp).not.toContain("upgrade-insecure-requests");
      expect(headers["x-content-type-options"]).toBe("nosniff");
      expect(headers["x-frame-options"]).toBe("SAMEORIGIN");
      expect(headers["referrer-policy"]).toBe("no-referrer");
      expect(headers["cross-origin-opener-policy"]).toBe("same-origin");
      expect(headers["strict-transport-security"]).toBeUndefined(); // no TRUST_PROXY: not behind TLS
      expect(typeof headers["x-request-id"]).toBe("string");
    }
  });
});
