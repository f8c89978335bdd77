// The build's initial-JS budget (issue 13: ≤ 170 kB gzip): the plugin sums the entry script and every
// modulepreload of index.html, gzipped, and fails the build above the budget; under it, it writes .br/.gz.
import { mkdtemp, mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import { vi } from "vitest";
import { clientBudget, currentUserUrl, homeIndex, initialScripts } from "../../scripts/vite-client-budget.js";
import { makeTRPCClient } from "../../client/trpc.js";

let dir = "";
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

async function build(budgetKb: number, entryBytes: number): Promise<void> {
  dir = await mkdtemp(path.join(tmpdir(), "budget-"));
  await mkdir(path.join(dir, "assets"));
  // Random bytes do not compress: gzip size ≈ raw size.
  await writeFile(path.join(dir, "assets/index.js"), randomBytes(entryBytes).toString("base64"));
  await writeFile(path.join(dir, "assets/lazy.js"), randomBytes(50_000).toString("base64"));
  await writeFile(path.join(dir, "assets/pre.js"), "export const x = 1;".repeat(100));
  await writeFile(
    path.join(dir, "index.html"),
    `<script type="module" crossorigin src="/assets/index.js"></script><link rel="modulepreload" crossorigin href="/assets/pre.js">`.replaceAll('"/assets', '"assets'),
  );
  const plugin = clientBudget({ initialJsGzipKb: budgetKb }) as unknown as {
    configResolved: (c: { root: string; build: { outDir: string } }) => void;
    closeBundle: () => Promise<void>;
  };
  plugin.configResolved({ root: dir, build: { outDir: "." } });
  await plugin.closeBundle();
}

describe("initial JS budget", () => {
  it("counts the entry script and modulepreloads, not lazy chunks", () => {
    expect(initialScripts(`<script type="module" src="/assets/a.js"></script><link rel="modulepreload" href="/assets/b.js"><link rel="stylesheet" href="/assets/c.css">`)).toEqual(["/assets/a.js", "/assets/b.js"]);
  });

  it("fails the build when the initial JS is over the budget", async () => {
    await expect(build(170, 180 * 1024)).rejects.toThrow(/over the 170 kB budget/);
  }, 60_000);

  it("passes under the budget and writes precompressed copies", async () => {
    await build(170, 100 * 1024);
    expect((await readFile(path.join(dir, "assets/index.js.br"))).length).toBeGreaterThan(0);
    expect((await readFile(path.join(dir, "assets/index.js.gz"))).length).toBeGreaterThan(0);
  }, 60_000); // brotli at quality 11 on a loaded machine

  it("defaults to 170 kB in vite.config.ts", async () => {
    const config = await readFile(path.join(import.meta.dirname, "../../vite.config.ts"), "utf8");
    expect(config).toMatch(/clientBudget\(\{ initialJsGzipKb: Number\(process\.env\.INITIAL_JS_BUDGET_KB \?\? 170\) \}\)/);
  });
});

describe("index.home.html (the signed-in visit to /)", () => {
  const manifest = {
    "index.html": { file: "assets/index.js", imports: ["_shared.js"] },
    "_shared.js": { file: "assets/shared.js" },
    "pages/HomePage.tsx": { file: "assets/HomePage.js", imports: ["_shared.js", "_card.js"] },
    "_card.js": { file: "assets/card.js", imports: ["_shared.js"] },
    "theme-recipes.ts": { file: "assets/theme-recipes.js" },
    "pages/AccountPage.tsx": { file: "assets/AccountPage.js" },
  };
  const index = `<html><head><script type="module" crossorigin src="/assets/index.js"></script><link rel="modulepreload" crossorigin href="/assets/shared.js"></head><body></body></html>`;

  it("preloads the home page's chunks and the recipes, once each and none the entry already loads", () => {
    const home = homeIndex(index, manifest);
    expect(initialScripts(home)).toEqual(["/assets/index.js", "/assets/shared.js", "/assets/HomePage.js", "/assets/card.js", "/assets/theme-recipes.js"]);
    expect(home).not.toContain("AccountPage");
    expect(home).toContain(`<link rel="preload" as="fetch" crossorigin="use-credentials" href="${currentUserUrl()}">`);
  });

  it("fails the build when the manifest has no home page", () => {
    expect(() => homeIndex(index, { "index.html": manifest["index.html"] })).toThrow(/home page's chunks/);
  });

  it("preloads the very request the web client makes for the current user, with credentials", async () => {
    const seen: Array<{ url: string; credentials?: RequestCredentials }> = [];
    const fetchSpy = vi.spyOn(globalThis, "fetch").mockImplementation(async (url, init) => {
      seen.push({ url: String(url), credentials: init?.credentials });
      return new Response(JSON.stringify([{ result: { data: { json: null } } }]), { headers: { "content-type": "application/json" } });
    });
    try {
      await makeTRPCClient().auth.user.query();
    } finally {
      fetchSpy.mockRestore();
    }
    expect(seen).toEqual([{ url: currentUserUrl(), credentials: "include" }]);
  });
});
