// Applies pending migrations to DATABASE_URL (or the embedded database under DATA_DIR) and exits.
// The server does this by itself at start; this is for operators who migrate before a rollout.
import { loadConfig } from "../server/config.js";
import { openDatabase } from "../server/db/client.js";

const config = loadConfig();
const db = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir, migrate: true, poolSize: 1 });
console.log(`Migrations are up to date (${db.embedded ? `embedded database in ${config.dataDir}` : "PostgreSQL"}).`);
await db.close();
