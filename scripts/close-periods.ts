// Operators/tests: close ended billing periods now (the server also does this hourly).
//   npm run billing:close-periods [-- --now 2026-12-31T00:00:00Z] [-- --user <id>]
import { loadConfig } from "../server/config.js";
import { openDatabase } from "../server/db/client.js";
import { closeBillingPeriods } from "../server/modules/billing/close-periods.js";
import { paymentsProvider } from "../server/providers/payments/index.js";

const arg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
};
const nowArg = arg("now");
const now = nowArg ? new Date(nowArg) : new Date();
if (Number.isNaN(now.getTime())) {
  console.error("--now must be a date, e.g. 2026-12-31T00:00:00Z");
  process.exit(2);
}
const config = loadConfig(process.env);
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir, poolSize: 2 });
try {
  const result = await closeBillingPeriods(database.prisma, paymentsProvider(), now, arg("user"));
  console.log(JSON.stringify({ now: now.toISOString(), ...result }));
} finally {
  await database.close();
}
process.exit(0);
