import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import { clientBudget } from "./scripts/vite-client-budget.js";

// The client lives in client/ and builds to dist/client, which the Fastify server serves.
export default defineConfig({
  root: "client",
  // Initial JS budget (issue 13): entry + preloaded chunks, gzip, at most 170 kB; over it the build fails.
  plugins: [react(), clientBudget({ initialJsGzipKb: Number(process.env.INITIAL_JS_BUDGET_KB ?? 170) })],
  build: {
    outDir: "../dist/client",
    emptyOutDir: true,
    sourcemap: false,
    // Read by the budget plugin to list the chunks of the signed-in home page (index.home.html).
    manifest: true,
    chunkSizeWarningLimit: 1500,
    // Chakra's theme module builds its defaultThemeConfig with defineConfig (an identity function); marking it
    // pure lets the bundler drop that object, so importing tokens from "@chakra-ui/react/theme" does not drag
    // every component recipe into the first bundle (client/theme.ts loads the rest lazily).
    //
    // shared/schemas/* only define zod schemas (their one effect, `.meta()` filling zod's registry, serves the
    // server's OpenAPI document): a screen that imports none of a schema file's exports must not load it, nor
    // zod with it (shared/billing.ts re-exports plan lists from statuses.ts, which would drag zod into the home page).
    rolldownOptions: {
      treeshake: {
        manualPureFunctions: ["defineConfig"],
        moduleSideEffects: (id: string) => !/[\\/]shared[\\/]schemas[\\/]/.test(id),
      },
    },
  },
  server: {
    port: 5173,
    proxy: { "/trpc": "http://localhost:3000", "/api": "http://localhost:3000" },
  },
});
