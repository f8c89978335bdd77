// Vite plugin for the production build: (1) fails the build when the initial JavaScript (the entry
// chunk plus every chunk index.html preloads) exceeds the gzip budget, and (2) writes a .br and a .gz
// next to every text file worth compressing, which the server sends as they are (@fastify/static
// preCompressed), so no request pays for compression.
import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
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
      for await (const file of files(outDir)) {
        if (!COMPRESSIBLE.test(file) || (await stat(file)).size < MIN_BYTES) continue;
        const bytes = await readFile(file);
        await writeFile(`${file}.br`, brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }));
        await writeFile(`${file}.gz`, gzipSync(bytes, { level: 9 }));
      }
    },
  };
}
