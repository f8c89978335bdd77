// Prisma CLI configuration. The native schema engine cannot be downloaded on our machines, and
// `generate`/`validate`/`format` only need some file at PRISMA_SCHEMA_ENGINE_BINARY; migrations are
// created and applied through the WebAssembly engine (scripts/migrate-new.ts, server/db/migrate.ts).
import { defineConfig } from "prisma/config";

process.env.PRISMA_SCHEMA_ENGINE_BINARY ??= "/bin/false";

export default defineConfig({
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations" },
  datasource: { url: process.env.DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres" },
});
