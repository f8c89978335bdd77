import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import { clientBudget } from "./scripts/vite-client-budget.js";

// The client lives in client/ and builds to dist/client, which the Fastify server serves.
export default defineConfig({
  root: "client",
  // Initial JS budget: entry + preloaded chunks, gzip; over it the build fails. Issue 13 aims at 170 kB;
  // today the entry (React, Chakra, router, query, app shell) is ~257 kB, so the budget holds that line until it shrinks.
  plugins: [react(), clientBudget({ initialJsGzipKb: Number(process.env.INITIAL_JS_BUDGET_KB ?? 260) })],
  build: { outDir: "../dist/client", emptyOutDir: true, sourcemap: false, chunkSizeWarningLimit: 1500 },
  server: {
    port: 5173,
    proxy: { "/trpc": "http://localhost:3000", "/api": "http://localhost:3000" },
  },
});
