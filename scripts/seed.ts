// Seeds a database that has not been seeded yet (the server also does this at its first start).
import { loadConfig } from "../server/config.js";
import { openDatabase } from "../server/db/client.js";
import { seed } from "../server/seed/seed.js";

const config = loadConfig();
const db = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir, poolSize: 1 });
const seeded = await seed(db.prisma, config);
console.log(seeded ? "Seeded." : "Already seeded: nothing to do.");
await db.close();
