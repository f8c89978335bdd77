// Links in emails use PUBLIC_URL, never the request's Host or X-Forwarded-Host; outside demo mode the
// server refuses to start without PUBLIC_URL; demo mode uses the address it listens on.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../server/app.js";
import { loadConfig } from "../../server/config.js";
import { publicOrigin } from "../../server/lib/public-origin.js";
import { call, promote, signUp, startTestApp, type TestApp } from "./harness.js";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: { PUBLIC_URL: "https://leadone.example.com/", TRUST_PROXY: "true" } });
});
afterAll(async () => t?.close());

describe("links in emails", () => {
  it("an invitation sent with a forged Host and X-Forwarded-Host links to PUBLIC_URL", async () => {
    const u = await signUp(t);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/invitations",
      headers: { cookie: u.cookie, "content-type": "application/json", host: "evil.example", "x-forwarded-host": "evil.example", "x-forwarded-proto": "https" },
      payload: JSON.stringify({ inviteeFirstName: "Ann", inviteeLastName: "Bee", inviteeEmail: "friend@example.test", inviteePhone: "555-0100" }),
    });
    expect(res.statusCode).toBe(200);
    const mail = await t.db.outboxEmail.findFirstOrThrow({ where: { to: "friend@example.test" } });
    expect(mail.body).toContain("https://leadone.example.com/signup?ref=");
    expect(mail.body).not.toContain("evil.example");
  });
});

describe("links in emails in demo mode (no PUBLIC_URL)", () => {
  let demo: TestApp;
  beforeAll(async () => {
    demo = await startTestApp({ env: { HOST: "127.0.0.1", PORT: "4321", SIGN_UPS_PER_HOUR: "1000" } });
  });
  afterAll(async () => demo?.close());

  it("a message notice sent with a forged Host links to the listen address, not the request's host", async () => {
    const mentor = await signUp(demo, { firstName: "Noor", lastName: "Mentor" });
    await promote(demo, mentor.id, { isMentor: true });
    await call(demo, "PUT", "/api/mentor-area/profile", { bio: "I coach new managers through their first year.", specialty: "Testing Leadership", experience: 3, country: "Norway", isFreeTier: true, isPaidTier: false, isActive: true }, mentor.cookie);
    const mentorId = (await demo.db.mentorProfile.findUniqueOrThrow({ where: { userId: mentor.id } })).id;
    const mentee = await signUp(demo, { firstName: "Sam", lastName: "Mentee" });
    expect((await call(demo, "POST", "/api/mentorships", { mentorId, paymentFrequency: "free" }, mentee.cookie)).status).toBe(200);
    const threadId = (await call(demo, "POST", "/api/messages/threads", { mentorId }, mentee.cookie)).body.threadId as string;
    const res = await demo.app.inject({
      method: "POST",
      url: `/api/messages/threads/${threadId}/messages`,
      headers: { cookie: mentee.cookie!, "content-type": "application/json", host: "evil.example" },
      payload: JSON.stringify({ body: "Hello! Looking forward to our session." }),
    });
    expect(res.statusCode).toBe(200);
    const mentorEmail = (await demo.db.user.findUniqueOrThrow({ where: { id: mentor.id } })).email;
    const mail = await demo.db.outboxEmail.findFirstOrThrow({ where: { to: mentorEmail }, orderBy: { createdAt: "desc" } });
    expect(mail.body).toContain("http://127.0.0.1:4321/mentor-profile");
    expect(mail.body).not.toContain("evil.example");
  });
});

describe("configuration", () => {
  it("refuses to start outside demo mode without PUBLIC_URL", async () => {
    const config = loadConfig({ NODE_ENV: "test", DATABASE_URL: "postgresql://127.0.0.1:1/none", SEED: "false", JOBS: "false", LOG_LEVEL: "silent" }, { dataDir: t.config.dataDir, sessionSecret: "s".repeat(40) });
    expect(config.demoMode).toBe(false);
    await expect(buildApp(config, { database: t.database })).rejects.toThrow(/PUBLIC_URL is required/);
    expect(() => loadConfig({ PUBLIC_URL: "not a url" }, { dataDir: t.config.dataDir, sessionSecret: "s".repeat(40) })).toThrow(/PUBLIC_URL/);
  });

  it("in demo mode without PUBLIC_URL uses the listen address", () => {
    const config = loadConfig({ HOST: "0.0.0.0", PORT: "4321" }, { dataDir: t.config.dataDir, sessionSecret: "s".repeat(40), demoMode: true });
    expect(publicOrigin(config)).toBe("http://localhost:4321");
    expect(publicOrigin({ ...config, HOST: "127.0.0.1" })).toBe("http://127.0.0.1:4321");
    expect(publicOrigin({ ...config, PUBLIC_URL: "https://x.example/app/" })).toBe("https://x.example");
  });
});
