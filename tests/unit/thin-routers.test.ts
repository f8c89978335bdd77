// Routers stay thin: validation, role and one service call. Database work, transactions, audit rows and
// branching on results live in the services; a rate limit is declared in the procedure's meta
// (`.meta({ rateLimit })`, applied by userProcedure), never counted in a router body.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(__dirname, "../..");
function routers(dir: string): string[] {
  return readdirSync(path.join(root, dir)).flatMap((name) => {
    const rel = path.join(dir, name);
    if (statSync(path.join(root, rel)).isDirectory()) return routers(rel);
    return name === "router.ts" ? [rel] : [];
  });
}

const files = routers("server/modules");

describe("thin routers", () => {
  it("finds the routers", () => expect(files.length).toBeGreaterThan(10));

  it.each(files)("%s touches no table, transaction or audit row itself", (file) => {
    const text = readFileSync(path.join(root, file), "utf8");
    expect(text).not.toMatch(/ctx\.db\.[a-zA-Z$]+\s*\./); // ctx.db.user.findMany(…), ctx.db.$transaction(…)
    expect(text).not.toMatch(/\$transaction/);
    expect(text).not.toMatch(/\baudit\(|auditLog\.create/);
  });

  it.each(files)("%s counts no rate limit itself (meta.rateLimit does)", (file) => {
    const text = readFileSync(path.join(root, file), "utf8");
    expect(text).not.toMatch(/\.consume\(/); // limiter.consume(…), ctx.services.limits.x.consume(…)
    expect(text).not.toMatch(/\blimiterFactory\b|\bLimiter\b|\blimiter\b/i);
  });

  it.each(files)("%s calls at most one service per procedure (beside the session cookie)", (file) => {
    const text = readFileSync(path.join(root, file), "utf8");
    // Every awaited call in a resolver that is not the session plumbing is a service call.
    const bodies = text.split(/\.(?:query|mutation)\(/).slice(1);
    for (const body of bodies) {
      const resolver = body.slice(0, body.search(/\n  \w+: |\n}\);/) >>> 0);
      const awaits = [...resolver.matchAll(/await ([\w.?]+)\(/g)].map((m) => m[1]!).filter((fn) => !/^(start|end)Session$/.test(fn));
      expect(awaits.length, `${file}: ${awaits.join(", ")}`).toBeLessThanOrEqual(1);
      expect(resolver, file).not.toMatch(/\bif \(.*\) return /);
    }
  });

  // Shared helpers are written once: Prisma's unique violation is recognised only in server/db/unique-violation.ts.
  it("recognises a unique violation (P2002) in one place", () => {
    const where = serverSources().filter((file) => readFileSync(path.join(root, file), "utf8").includes("P2002"));
    expect(where).toEqual([path.join("server", "db", "unique-violation.ts")]);
  });

  // A function that runs inside a transaction takes `Tx` (Prisma's transaction client, which the plain
  // client also satisfies), so no service casts a transaction client to the full client.
  it("casts no transaction client (`tx as Db`, `txc as Tx`…)", () => {
    const casts = serverSources().flatMap((file) =>
      readFileSync(path.join(root, file), "utf8")
        .split("\n")
        .flatMap((line, i) => (/\bas (unknown as )?(Db|Tx|PrismaClient)\b/.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [])),
    );
    expect(casts).toEqual([]);
  });
});

function serverSources(dir = "server"): string[] {
  return readdirSync(path.join(root, dir)).flatMap((name) => {
    const rel = path.join(dir, name);
    if (statSync(path.join(root, rel)).isDirectory()) return rel.includes("generated") ? [] : serverSources(rel);
    return name.endsWith(".ts") ? [rel] : [];
  });
}
