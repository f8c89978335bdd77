// The SDK against the real server on a real port, authenticated with a real API key.
import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLeadOneClient, describeError } from "../../sdk/index.js";
import { signUp, startTestApp, trpc, type TestApp } from "./harness.js";

const run = promisify(execFile);
let t: TestApp;
let baseUrl: string;
let user: Awaited<ReturnType<typeof signUp>>;
let key: { id: string; key: string };
beforeAll(async () => {
  t = await startTestApp({ seed: true });
  baseUrl = await t.app.listen({ port: 0, host: "127.0.0.1" });
  user = await signUp(t, { firstName: "Sdk", lastName: "User" });
  key = (await trpc(t, "mutation", "apiKeys.create", { name: "sdk test" }, user.cookie)).body;
}, 300_000); // a seeded start; slow on a loaded machine
afterAll(async () => t?.close());

describe("createLeadOneClient", { timeout: 180_000 }, () => {
  it("calls queries and mutations as the key's owner, with superjson types intact", async () => {
    const lo = createLeadOneClient({ baseUrl: `${baseUrl}/`, apiKey: key.key });
    const me = await lo.auth.user.query();
    expect(me).toMatchObject({ id: user.id, email: user.email });
    const usage = await lo.usage.status.query();
    expect(usage).toBeTypeOf("object");
    const { mentors } = await lo.mentors.list.query({ isPaid: true });
    expect(mentors.length).toBeGreaterThan(0);
    expect(mentors.every((m) => m.isPaidTier)).toBe(true);
    const created = await lo.apiKeys.create.mutate({ name: "made by the SDK" });
    expect(created.key).toMatch(/^lo_/);
    const { keys } = await lo.apiKeys.list.query();
    expect(keys.map((k) => k.name)).toEqual(expect.arrayContaining(["sdk test", "made by the SDK"]));
    expect(keys[0]!.createdAt).toBeInstanceOf(Date); // superjson, not an ISO string
  });

  it("batches parallel calls into one request", async () => {
    let requests = 0;
    const lo = createLeadOneClient({ baseUrl, apiKey: key.key, fetch: (input, init) => ((requests += 1), fetch(input, init)) });
    const [a, b, c] = await Promise.all([lo.auth.user.query(), lo.mentors.specialties.query(), lo.apiKeys.list.query()]);
    expect(a.id).toBe(user.id);
    expect(Array.isArray(b)).toBe(true);
    expect(c.keys.length).toBeGreaterThan(0);
    expect(requests).toBe(1);
  });

  it("reports refusals as tRPC errors with codes: bad input, wrong role, revoked key", async () => {
    const lo = createLeadOneClient({ baseUrl, apiKey: key.key });
    const bad = await lo.apiKeys.create.mutate({ name: "" }).catch((e: unknown) => describeError(e));
    expect(bad).toMatchObject({ code: "BAD_REQUEST", message: "A name is required" });
    const forbidden = await lo.admin.users.query({}).catch((e: unknown) => describeError(e));
    expect(forbidden).toMatchObject({ code: "FORBIDDEN" });
    const doomed = await lo.apiKeys.create.mutate({ name: "doomed" });
    const doomedClient = createLeadOneClient({ baseUrl, apiKey: doomed.key });
    await doomedClient.apiKeys.revoke.mutate({ id: doomed.id });
    const after = await doomedClient.auth.user.query().catch((e: unknown) => describeError(e));
    expect(after).toMatchObject({ code: "UNAUTHORIZED" });
  });

  it("works from a Node script run with tsx", async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), "leadone-sdk-"));
    try {
      const script = path.join(dir, "script.mts");
      const sdk = path.resolve("sdk/index.ts");
      await writeFile(
        script,
        `import { createLeadOneClient } from ${JSON.stringify(sdk)};
const lo = createLeadOneClient({ baseUrl: process.env.LEADONE_URL!, apiKey: process.env.LEADONE_API_KEY! });
const me = await lo.auth.user.query();
const { mentors } = await lo.mentors.list.query({ isPaid: true });
console.log(JSON.stringify({ email: me.email, paidMentors: mentors.length }));
`,
      );
      const { stdout } = await run(process.execPath, ["--import", "tsx", script], { env: { ...process.env, LEADONE_URL: baseUrl, LEADONE_API_KEY: key.key }, cwd: process.cwd() });
      const out = JSON.parse(stdout.trim());
      expect(out.email).toBe(user.email);
      expect(out.paidMentors).toBeGreaterThan(0);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
