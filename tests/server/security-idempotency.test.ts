// Idempotency keys on every call that moves money: one key is one charge, whatever the retries,
// double clicks or parallel duplicates; a reused key with another body is 422; no header still works.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import superjson from "superjson";
import type { AnyTRPCProcedure } from "@trpc/server";
import { signUp, startTestApp, trpc, type TestApp } from "./harness.js";
import { appRouter } from "../../server/trpc/router.js";
import type { Meta } from "../../server/trpc/init.js";
import { fingerprint, pruneIdempotencyKeys, withIdempotency } from "../../server/trpc/idempotency.js";
import { TRPCError } from "@trpc/server";
import { getErrorShape } from "@trpc/server/unstable-core-do-not-import";
import { AccountSuspendedError } from "../../server/lib/errors.js";
import { errorBody } from "../../server/rest/adapter.js";
import type { createSandboxPayments } from "../../server/providers/payments/index.js";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

const OK = "4242424242424242";
const card = (number: string) => ({ number, expMonth: 12, expYear: 2030, cvc: "123" });
const sandbox = () => t.services.payments as ReturnType<typeof createSandboxPayments>;

async function userWithCard() {
  const u = await signUp(t);
  const res = await trpc(t, "mutation", "billing.addPaymentMethod", { card: card(OK) }, u.cookie);
  expect(res.status).toBe(200);
  return { ...u, methodId: res.body.id as string };
}

/** A tRPC mutation exactly as the browser sends it, with an Idempotency-Key header. */
async function trpcWithKey(path: string, input: unknown, cookie: string, key?: string) {
  const res = await t.app.inject({
    method: "POST",
    url: `/trpc/${path}`,
    headers: { cookie, "content-type": "application/json", ...(key ? { "idempotency-key": key } : {}) },
    payload: JSON.stringify(superjson.serialize(input)),
  });
  const body = JSON.parse(res.body);
  return { status: res.statusCode, body: body.result ? superjson.deserialize(body.result.data) : body.error?.json, raw: res.body, replayed: res.headers["idempotent-replayed"] };
}

async function restWithKey(method: "POST", url: string, body: unknown, cookie: string, key?: string) {
  const res = await t.app.inject({ method, url, headers: { cookie, "content-type": "application/json", ...(key ? { "idempotency-key": key } : {}) }, payload: JSON.stringify(body) });
  return { status: res.statusCode, body: JSON.parse(res.body), raw: res.body };
}

describe("Idempotency-Key on money calls", () => {
  it("20 parallel buyCredits with one key make exactly one charge; every reply is the same receipt or a 409", async () => {
    const u = await userWithCard();
    const calls0 = sandbox().chargeCalls;
    const input = { packageId: "standard", paymentMethodId: u.methodId };
    const results = await Promise.all(Array.from({ length: 20 }, () => trpcWithKey("billing.buyCredits", input, u.cookie, "buy-credits-key-1")));
    expect(results.every((r) => r.status === 200 || r.status === 409)).toBe(true);
    const ok = results.filter((r) => r.status === 200);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    expect(new Set(ok.map((r) => r.raw)).size).toBe(1); // byte-identical replies
    expect(sandbox().chargeCalls - calls0).toBe(1);
    expect(await t.db.payment.count({ where: { userId: u.id, status: "succeeded" } })).toBe(1);
    expect((await t.db.subscription.findUniqueOrThrow({ where: { userId: u.id } })).textCredits).toBe(20);

    // A retry after the first answered (a lost response, a second click) replays it and charges nothing.
    const again = await trpcWithKey("billing.buyCredits", input, u.cookie, "buy-credits-key-1");
    expect(again.status).toBe(200);
    expect(again.raw).toBe(ok[0]!.raw);
    expect(again.replayed).toBe("true");
    expect(sandbox().chargeCalls - calls0).toBe(1);
    expect(await t.db.payment.count({ where: { userId: u.id, status: "succeeded" } })).toBe(1);
  });

  it("the same key with a different body is 422 and charges nothing", async () => {
    const u = await userWithCard();
    const first = await trpcWithKey("billing.buyCredits", { packageId: "standard", paymentMethodId: u.methodId }, u.cookie, "k-422");
    expect(first.status).toBe(200);
    const other = await trpcWithKey("billing.buyCredits", { packageId: "premium", paymentMethodId: u.methodId }, u.cookie, "k-422");
    expect(other.status).toBe(422);
    const otherProcedure = await trpcWithKey("billing.subscribe", { plan: "basic", interval: "monthly", paymentMethodId: u.methodId }, u.cookie, "k-422");
    expect(otherProcedure.status).toBe(422);
    expect(await t.db.payment.count({ where: { userId: u.id } })).toBe(1);
  });

  it("works through REST (/api) too: the retry replays status and body", async () => {
    const u = await userWithCard();
    const body = { packageId: "standard", paymentMethodId: u.methodId };
    const first = await restWithKey("POST", "/api/credits/purchase", body, u.cookie, "rest-key");
    expect(first.status).toBe(200);
    const second = await restWithKey("POST", "/api/credits/purchase", body, u.cookie, "rest-key");
    expect(second.status).toBe(200);
    expect(second.raw).toBe(first.raw);
    expect((await restWithKey("POST", "/api/credits/purchase", { ...body, packageId: "premium" }, u.cookie, "rest-key")).status).toBe(422);
    expect(await t.db.payment.count({ where: { userId: u.id } })).toBe(1);
  });

  it("replays a declined payment's 402 instead of charging again", async () => {
    const u = await signUp(t);
    const declined = { plan: "basic", interval: "monthly", card: card("4000000000009995") };
    const first = await trpcWithKey("billing.subscribe", declined, u.cookie, "declined-key");
    expect(first.status).toBe(402);
    const calls = sandbox().chargeCalls;
    const second = await trpcWithKey("billing.subscribe", declined, u.cookie, "declined-key");
    expect(second.status).toBe(402);
    expect(second.body.message).toBe(first.body.message);
    expect(sandbox().chargeCalls).toBe(calls);
    expect(await t.db.payment.count({ where: { userId: u.id } })).toBe(1);
  });

  it("replays an error's whole body: the domain error's extra data (appCode, reason) as the first answer had them", async () => {
    const u = await signUp(t);
    // What the procedure middleware hands over for a domain error with details (here a suspension).
    const first = new TRPCError({ code: "FORBIDDEN", message: "Account suspended", cause: new AccountSuspendedError("Chargeback under review") });
    const opts = { userId: u.id, key: "details-key", fingerprint: fingerprint("billing.buyCredits", { packageId: "standard" }), markReplayed: () => undefined };
    let runs = 0;
    const run = async () => ((runs += 1), { ok: false as const, error: first });
    const answered = await withIdempotency(t.db, opts, run);
    const replayed = await withIdempotency(t.db, opts, run);
    expect(runs).toBe(1);
    if (answered.ok || replayed.ok) throw new Error("expected errors");
    // REST body and tRPC error shape, as the client reads them: identical to the first.
    expect(errorBody(replayed.error)).toEqual(errorBody(first));
    expect(errorBody(replayed.error).body).toEqual({ message: "Account suspended", code: "ACCOUNT_SUSPENDED", reason: "Chargeback under review" });
    const shape = (error: TRPCError) => getErrorShape({ config: appRouter._def._config, error, type: "mutation", path: "billing.buyCredits", input: undefined, ctx: undefined });
    expect(shape(replayed.error)).toEqual(shape(first));
    expect(shape(replayed.error).data).toMatchObject({ code: "FORBIDDEN", httpStatus: 403, appCode: "ACCOUNT_SUSPENDED", reason: "Chargeback under review" });
  });

  it("keys belong to one user: another user's same key runs their own call", async () => {
    const a = await userWithCard();
    const b = await userWithCard();
    expect((await trpcWithKey("billing.buyCredits", { packageId: "standard", paymentMethodId: a.methodId }, a.cookie, "shared-key")).status).toBe(200);
    const other = await trpcWithKey("billing.buyCredits", { packageId: "standard", paymentMethodId: b.methodId }, b.cookie, "shared-key");
    expect(other.status).toBe(200);
    expect(other.replayed).toBeUndefined();
    expect(await t.db.payment.count({ where: { userId: b.id, status: "succeeded" } })).toBe(1);
  });

  it("without the header the call still works (each call is its own purchase)", async () => {
    const u = await userWithCard();
    const input = { packageId: "standard", paymentMethodId: u.methodId };
    expect((await trpcWithKey("billing.buyCredits", input, u.cookie)).status).toBe(200);
    expect((await trpcWithKey("billing.buyCredits", input, u.cookie)).status).toBe(200);
    expect(await t.db.payment.count({ where: { userId: u.id, status: "succeeded" } })).toBe(2);
    expect(await t.db.idempotencyKey.count({ where: { userId: u.id } })).toBe(0);
  });

  it("a malformed key is 400; a validation error is not kept, so the corrected retry runs", async () => {
    const u = await userWithCard();
    expect((await trpcWithKey("billing.buyCredits", { packageId: "standard", paymentMethodId: u.methodId }, u.cookie, "bad key with spaces")).status).toBe(400);
    expect((await trpcWithKey("billing.buyCredits", { packageId: "standard", paymentMethodId: u.methodId }, u.cookie, "x".repeat(256))).status).toBe(400);
    const invalid = await trpcWithKey("billing.buyCredits", { packageId: 5 }, u.cookie, "fix-me");
    expect(invalid.status).toBe(400);
    expect(await t.db.idempotencyKey.count({ where: { userId: u.id, key: "fix-me" } })).toBe(0);
    expect(await t.db.payment.count({ where: { userId: u.id } })).toBe(0);
  });

  it("every procedure that moves money is marked, so the key applies to all of them", () => {
    const procedures = appRouter._def.procedures as unknown as Record<string, AnyTRPCProcedure>;
    const money = Object.entries(procedures)
      .filter(([, p]) => (p._def as unknown as { meta?: Meta }).meta?.money)
      .map(([name]) => name)
      .sort();
    expect(money).toEqual(
      [
        "admin.refundPayment",
        "billing.addPaymentMethod",
        "billing.buyCredits",
        "billing.changePlan",
        "billing.payMentorship",
        "billing.retryPayment",
        "billing.setDefaultPaymentMethod",
        "billing.subscribe",
        "bookings.create",
        "usage.consent",
      ].sort(),
    );
  });

  it("keys expire after 24 h and the job prunes them", async () => {
    const u = await userWithCard();
    await trpcWithKey("billing.buyCredits", { packageId: "standard", paymentMethodId: u.methodId }, u.cookie, "old-key");
    const row = await t.db.idempotencyKey.findUniqueOrThrow({ where: { userId_key: { userId: u.id, key: "old-key" } } });
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBe(24 * 60 * 60_000);
    await pruneIdempotencyKeys(t.db, new Date(row.expiresAt.getTime() - 1000));
    expect(await t.db.idempotencyKey.count({ where: { userId: u.id } })).toBe(1);
    const { pruned } = await pruneIdempotencyKeys(t.db, new Date(row.expiresAt.getTime() + 1000));
    expect(pruned).toBeGreaterThanOrEqual(1);
    expect(await t.db.idempotencyKey.count({ where: { userId: u.id } })).toBe(0);
  });
});
