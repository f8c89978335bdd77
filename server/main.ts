// Starts LeadOne: reads the configuration, opens (and migrates) the database, seeds on first start,
// listens, and shuts down gracefully on SIGINT/SIGTERM.
import { loadConfig } from "./config.js";
import { buildApp } from "./app.js";
import { DEMO_ACCOUNTS } from "./seed/seed.js";
import { shippedModel } from "./providers/advice/practice-model.js";
import { loadSentenceEncoder } from "./providers/advice/sentence-encoder.js";

const config = loadConfig();
const leadone = await buildApp(config);
const { app } = leadone;

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, "shutting down");
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  try {
    await leadone.close();
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, "shutdown failed");
    process.exit(1);
  }
}
process.on("SIGINT", () => void shutdown("SIGINT"));
process.on("SIGTERM", () => void shutdown("SIGTERM"));

// The built-in engine's practice model (13 MB of JSON, under a second to read and check) and its sentence
// encoder (about 0.2 s) are loaded once: before listening, so neither the first question nor a request in
// flight waits for them, and a bad file stops the start.
shippedModel();
await loadSentenceEncoder();
await app.listen({ port: config.PORT, host: config.HOST });
app.log.info(`LeadOne is ready on http://localhost:${config.PORT} (${leadone.database.embedded ? `embedded database in ${config.dataDir}` : "PostgreSQL"})`);
if (config.demoMode) {
  app.log.info(`Demo mode: sign in as ${DEMO_ACCOUNTS.user.email} / ${DEMO_ACCOUNTS.user.password} (admins and mentors: see README.md)`);
}
