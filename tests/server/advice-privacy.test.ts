// Privacy, proven: a unique canary question goes through REST and tRPC, the model fallback path and
// error paths; then a dump of every table and the captured server logs must hold no trace of it.
import { randomBytes } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import pg from "pg";
import { afterAll, beforeAll, expect, it } from "vitest";
import { call, signUp, startTestApp, trpc, trpcRaw, type TestApp } from "./harness.js";
import { sendDueCheckIns } from "../../server/modules/plans/check-in.js";
import { wordsHeld } from "../../server/providers/advice/nlp.js";

let t: TestApp;
let model: Server;
beforeAll(async () => {
  // A model endpoint that always fails, so every answer takes the fallback path.
  model = createServer((_req, res) => res.writeHead(200, { "content-type": "application/json" }).end('{"choices":[{"message":{"content":"not json"}}]}'));
  await new Promise<void>((r) => model.listen(0, "127.0.0.1", r));
  const port = (model.address() as AddressInfo).port;
  t = await startTestApp({ seed: true, env: { LOG_LEVEL: "trace", ADVICE_API_URL: `http://127.0.0.1:${port}`, ADVICE_API_KEY: "k", ADVICE_MODEL: "m" } });
}, 120_000);
afterAll(async () => {
  await t?.close();
  model?.closeAllConnections();
  await new Promise((r) => model?.close(r));
});

async function dumpDatabase(): Promise<string> {
  const client = new pg.Client({ connectionString: t.connectionString });
  await client.connect();
  try {
    const tables = await client.query<{ table_schema: string; table_name: string }>(
      "SELECT table_schema, table_name FROM information_schema.tables WHERE table_type = 'BASE TABLE' AND table_schema NOT IN ('pg_catalog', 'information_schema')",
    );
    expect(tables.rows.length).toBeGreaterThan(10);
    let dump = "";
    for (const { table_schema, table_name } of tables.rows) {
      const rows = await client.query(`SELECT t::text AS row FROM "${table_schema}"."${table_name}" t`);
      dump += `${table_name}\n${rows.rows.map((r) => r.row).join("\n")}\n`;
    }
    return dump;
  } finally {
    await client.end();
  }
}

it("never writes the question to the database or the logs", async () => {
  const canary = `canary-${randomBytes(8).toString("hex")}`;
  const question = `My team lead ${canary} keeps missing deadlines; how do I give feedback?`;
  const u = await signUp(t);

  for (const responseFormat of ["text", "both", "mentor"]) {
    const rest = await call(t, "POST", "/api/test-leadership-advice", { question, responseFormat }, u.cookie);
    expect(rest.status).toBe(200);
    expect(rest.body.question).toBe(question); // the answer carries it back to the asker, nothing else does
  }
  const viaTrpc = await trpc(t, "mutation", "advice.ask", { question, responseFormat: "audio" }, u.cookie);
  expect(viaTrpc.status).toBe(200);
  // Saving an approach keeps title and content only.
  const saved = await trpc(t, "mutation", "advice.saveApproach", { title: viaTrpc.body.options[0]!.title, content: viaTrpc.body.options[0]!.content }, u.cookie);
  expect(saved.status).toBe(200);

  // Error paths: over-long, unknown field, signed out, wrong type.
  expect((await call(t, "POST", "/api/test-leadership-advice", { question: `${question} ${"x".repeat(2100)}` }, u.cookie)).status).toBe(400);
  expect((await call(t, "POST", "/api/test-leadership-advice", { question, extra: canary }, u.cookie)).status).toBe(400);
  expect((await call(t, "POST", "/api/test-leadership-advice", { question })).status).toBe(401);
  expect((await trpcRaw(t, "mutation", "advice.ask", { question, responseFormat: "nope" }, u.cookie)).status).toBe(400);
  expect((await call(t, "POST", "/api/test-leadership-advice", `{"question": "${canary}`, u.cookie)).status).toBe(400); // broken JSON

  // Follow-up turns (issue 14 item 4): the first question, the browser-held thread and the follow-up
  // all carry the canary; each turn counts as a request and none of it is kept.
  const approach = { approachId: viaTrpc.body.options[0]!.id, approachTitle: viaTrpc.body.options[0]!.title };
  const follow = await call(t, "POST", "/api/advice/follow-up", { question, ...approach, thread: [], followUp: `${canary} got defensive, now what?` }, u.cookie);
  expect(follow.status).toBe(200);
  expect(follow.body.answer.length).toBeGreaterThan(50);
  const followTrpc = await trpc(
    t,
    "mutation",
    "advice.followUp",
    { question, ...approach, thread: [{ role: "user", text: `${canary} got defensive` }, { role: "coach", text: follow.body.answer }], followUp: `And ${canary} is still late.` },
    u.cookie,
  );
  expect(followTrpc.status).toBe(200);
  expect((await call(t, "POST", "/api/advice/follow-up", { question, ...approach, followUp: `${canary} ${"y".repeat(1100)}` }, u.cookie)).status).toBe(400);
  expect((await call(t, "POST", "/api/advice/follow-up", { question, ...approach, followUp: "hello", secret: canary }, u.cookie)).status).toBe(400);
  expect((await call(t, "POST", "/api/advice/follow-up", { question, ...approach, followUp: canary })).status).toBe(401);

  expect(await t.db.usageEvent.count({ where: { userId: u.id } })).toBe(6);

  // Plans (issue 14 item 5): the answer's steps carry the asker's people and topic; "Try this approach"
  // keeps the practice, the situation category and the library's steps — nothing of the question —
  // through ticking, the week-later check-in email and the answer to "Did it work?".
  const personName = `Qu${randomBytes(6).toString("hex").replace(/[0-9]/g, "x")}`; // a capitalised name the reading picks up
  const second = `${personName} and Dana keep clashing over the ${canary} rewrite.`;
  const answer = await call(t, "POST", "/api/test-leadership-advice", { question: second, responseFormat: "text" }, u.cookie);
  expect(answer.status).toBe(200);
  expect(answer.body.options[0].steps.join(" ")).toContain(personName); // the answer itself is tailored
  const practiceId = /^option-\d+-(.+)$/.exec(answer.body.options[0].id)![1];
  const plan = await call(t, "POST", "/api/action-plans", { practiceId, situation: answer.body.situation }, u.cookie);
  expect(plan.status).toBe(200);
  expect((await call(t, "POST", "/api/action-plans", { practiceId, situation: answer.body.situation, question: second }, u.cookie)).status).toBe(400);
  expect((await call(t, "PATCH", `/api/action-plans/${plan.body.id}/steps/0`, { done: true }, u.cookie)).status).toBe(200);
  await t.db.actionPlan.update({ where: { id: plan.body.id }, data: { checkInAt: new Date(Date.now() - 1000) } });
  expect(await sendDueCheckIns(t.db, "http://localhost:3000")).toEqual({ sent: 1 });
  expect((await call(t, "POST", `/api/action-plans/${plan.body.id}/outcome`, { outcome: "worked", note: "Meeting them one by one helped." }, u.cookie)).status).toBe(200);
  const dump = await dumpDatabase();
  expect(dump).toContain(u.id); // the dump is real
  expect(dump).not.toContain(canary);
  const logs = t.logs();
  expect(logs).toContain("advice model unavailable"); // the fallback path ran and logged…
  expect(logs.length).toBeGreaterThan(1000);
  expect(logs).not.toContain(canary); // …without the question
  expect(dump).not.toContain(personName);
  expect(logs).not.toContain(personName);
  // Nor in the reading's memory: wink keeps every new word it meets (the canary, the name) for the life of
  // a reader, and every reading's reader is dropped when it is done (nlp.ts).
  expect(wordsHeld()).toEqual({ reader: 0, shared: 0 });
});
