import { defineConfig } from "vitest/config";

// Two projects: unit (pure shared rules) and server (the real server on a real database per file).
export default defineConfig({
  test: {
    // Two cores: two files at a time keeps PGlite instances from starving each other.
    maxWorkers: 2,
    projects: [
      { test: { name: "unit", include: ["tests/unit/**/*.test.ts"], environment: "node" } },
      {
        test: {
          name: "server",
          include: ["tests/server/**/*.test.ts"],
          environment: "node",
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
