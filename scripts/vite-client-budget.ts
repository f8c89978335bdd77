// Vite plugin for the production build: (1) fails the build when the initial JavaScript (the entry
// chunk plus every chunk index.html preloads) exceeds the gzip budget, and (2) writes a .br and a .gz
// next to every text file worth compressing, which the server sends as they are (@fastify/static
// preCompressed), so no request pays for compression, and (3) writes index.home.html, the page a signed-in
// visitor of / gets (server/http/client-files.ts): index.html plus modulepreloads of the home page's chunks
// and a preload of the current-user call, so they download beside the entry instead of after it.
import { existsSync } from "node:fs";
import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import superjson from "superjson";
import type { Plugin } from "vite";

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml|ico|map)$/;
const MIN_BYTES = 1024;

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

/** The JS a first visit downloads before anything renders: the entry script and its modulepreloads. */
export function initialScripts(indexHtml: string): string[] {
  const srcs = [...indexHtml.matchAll(/<script[^>]+src="([^"]+\.js)"/g), ...indexHtml.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g)];
  return [...new Set(srcs.map((m) => m[1]!))];
}

interface ManifestChunk {
  file: string;
  imports?: string[];
}

/** The chunk files a manifest entry loads before it runs: its own and its static imports', transitively. */
export function chunkClosure(manifest: Record<string, ManifestChunk>, key: string, seen = new Set<string>()): string[] {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return [];
  seen.add(key);
  return [chunk.file, ...(chunk.imports ?? []).flatMap((k) => chunkClosure(manifest, k, seen))];
}

/** The URL the web client's batched link asks for the current user with (client/trpc.ts, useCurrentUser). */
export function currentUserUrl(): string {
  return `/trpc/auth.user?batch=1&input=${encodeURIComponent(JSON.stringify({ 0: superjson.serialize(undefined) }))}`;
}

/**
 * index.html for a signed-in visitor of /: the home page (and the theme recipes every lazy page waits
 * for) preloaded as modules, and the current-user call preloaded with credentials, exactly as the client
 * fetches it (fetch with credentials "include"), so the browser hands that answer over instead of asking again.
 */
export function homeIndex(indexHtml: string, manifest: Record<string, ManifestChunk>): string {
  const already = new Set(initialScripts(indexHtml).map((src) => src.replace(/^\//, "")));
  const files = [...new Set([...chunkClosure(manifest, "pages/HomePage.tsx"), ...chunkClosure(manifest, "theme-recipes.ts")])].filter((f) => f.endsWith(".js") && !already.has(f));
  if (!files.length) throw new Error("index.home.html: the home page's chunks are missing from the build manifest");
  const links = [
    `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${currentUserUrl()}">`,
    ...files.map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`),
  ];
  return indexHtml.replace("</head>", `    ${links.join("\n    ")}\n  </head>`);
}

export function clientBudget(options: { initialJsGzipKb: number }): Plugin {
  let outDir = "";
  return {
    name: "leadone-client-budget",
    apply: "build",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const index = await readFile(path.join(outDir, "index.html"), "utf8");
      let initial = 0;
      const parts: string[] = [];
      for (const src of initialScripts(index)) {
        const size = gzipSync(await readFile(path.join(outDir, src))).length;
        initial += size;
        parts.push(`${path.basename(src)} ${(size / 1024).toFixed(1)} kB`);
      }
      const kb = initial / 1024;
      console.log(`initial JS: ${kb.toFixed(1)} kB gzip (budget ${options.initialJsGzipKb} kB): ${parts.join(", ")}`);
      if (kb > options.initialJsGzipKb) {
        throw new Error(`Initial JS is ${kb.toFixed(1)} kB gzip, over the ${options.initialJsGzipKb} kB budget. Load the new code lazily (React.lazy / import()).`);
      }
      // vite.config.ts asks for the manifest; without one (a bare test build) there is no home page to preload.
      const manifestFile = path.join(outDir, ".vite", "manifest.json");
      if (existsSync(manifestFile)) {
        const home = homeIndex(index, JSON.parse(await readFile(manifestFile, "utf8")) as Record<string, ManifestChunk>);
        await writeFile(path.join(outDir, "index.home.html"), home);
        let homeInitial = 0;
        for (const src of initialScripts(home)) homeInitial += gzipSync(await readFile(path.join(outDir, src))).length;
        console.log(`signed-in / (index.home.html): ${(homeInitial / 1024).toFixed(1)} kB gzip of JS preloaded`);
      }
      for await (const file of files(outDir)) {
        if (!COMPRESSIBLE.test(file) || (await stat(file)).size < MIN_BYTES) continue;
        const bytes = await readFile(file);
        await writeFile(`${file}.br`, brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }));
        await writeFile(`${file}.gz`, gzipSync(bytes, { level: 9 }));
      }
    },
  };
}
