import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";

// The client lives in client/ and builds to dist/client, which the Fastify server serves.
export default defineConfig({
  root: "client",
  plugins: [react()],
  build: { outDir: "../dist/client", emptyOutDir: true, sourcemap: false, chunkSizeWarningLimit: 1500 },
  server: {
    port: 5173,
    proxy: { "/trpc": "http://localhost:3000", "/api": "http://localhost:3000" },
  },
});
