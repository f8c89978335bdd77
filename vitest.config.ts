import { defineConfig } from "vitest/config";

// Projects: unit (pure shared rules), types (compile-time contract tests) and server (the real server
// on a real database per file).
export default defineConfig({
  test: {
    // Two cores: two files at a time keeps PGlite instances from starving each other.
    maxWorkers: 2,
    projects: [
      { test: { name: "unit", include: ["tests/unit/**/*.test.ts"], environment: "node", testTimeout: 30_000 } },
      // Compile-time contract tests (expectTypeOf, @ts-expect-error): tsc checks them; nothing runs.
      { test: { name: "types", include: [], typecheck: { enabled: true, only: true, include: ["tests/types/**/*.test-d.ts"], tsconfig: "tsconfig.types.json" } } },
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
