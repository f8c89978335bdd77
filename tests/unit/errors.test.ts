// Services throw AppError, free of tRPC; one table maps each code to a tRPC code and an HTTP status.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { getHTTPStatusCodeFromError } from "@trpc/server/http";
import { TRPCError } from "@trpc/server";
import { APP_ERROR_CODES, AccountSuspendedError, AppError } from "../../server/lib/errors.js";
import { ERROR_MAP, appErrorOf } from "../../server/lib/error-map.js";

const root = path.resolve(__dirname, "../..");

function sources(rel: string): string[] {
  const full = path.join(root, rel);
  if (statSync(full).isFile()) return [rel];
  return readdirSync(full).flatMap((name) => sources(path.join(rel, name)));
}

/** Edges may speak tRPC: routers, byte routes (upload seams); everything else is transport-free. */
const isEdge = (file: string) => /(^|\/)(router|routes)\.ts$/.test(file);

describe("domain errors", () => {
  it("no service, lib, provider, job, CLI or script imports @trpc/server", () => {
    const files = ["server/modules", "server/lib", "server/providers", "server/jobs.ts", "cli", "scripts"]
      .flatMap(sources)
      .filter((f) => /\.(ts|tsx|mts)$/.test(f) && !isEdge(f));
    expect(files.length).toBeGreaterThan(40);
    const offenders = files.filter((f) => /from\s+["']@trpc\/server(\/[^"']*)?["']|import\(\s*["']@trpc\/server/.test(readFileSync(path.join(root, f), "utf8")));
    expect(offenders).toEqual([]);
  });

  it("no service imports the tRPC set-up (init, router) at run time", () => {
    const files = ["server/modules", "server/lib", "server/providers", "server/jobs.ts"].flatMap(sources).filter((f) => f.endsWith(".ts") && !isEdge(f));
    const offenders = files.filter((f) => /^import\s+(?!type\b)[^;]*from\s+["'][^"']*\/trpc\/(init|router)\.js["']/m.test(readFileSync(path.join(root, f), "utf8")));
    expect(offenders).toEqual([]);
  });

  it("maps every code once, to the status tRPC itself gives that tRPC code", () => {
    expect(Object.keys(ERROR_MAP).sort()).toEqual([...APP_ERROR_CODES].sort());
    for (const code of APP_ERROR_CODES) {
      const { trpc, http } = ERROR_MAP[code];
      // /trpc and /api answer with the same status for the same error.
      expect(getHTTPStatusCodeFromError(new TRPCError({ code: trpc }))).toBe(http);
    }
    expect(ERROR_MAP.ACCOUNT_SUSPENDED).toEqual({ trpc: "FORBIDDEN", http: 403, appCode: "ACCOUNT_SUSPENDED" });
  });

  it("an AppError is found behind the TRPCError tRPC wraps it in", () => {
    const e = new AccountSuspendedError("spam");
    expect(e).toBeInstanceOf(AppError);
    expect(e).toMatchObject({ code: "ACCOUNT_SUSPENDED", message: "Account suspended", details: { reason: "spam" } });
    expect(appErrorOf(new TRPCError({ code: "INTERNAL_SERVER_ERROR", cause: e }))).toBe(e);
    expect(appErrorOf(new Error("x"))).toBeNull();
  });
});
