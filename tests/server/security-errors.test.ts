// No internals in errors: an unexpected error answers "Something went wrong" with a request id on
// tRPC and REST alike; the detail (Prisma call, source path) is only in the log under that id; every
// response carries x-request-id.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, signUp, startTestApp, trpc, type TestApp } from "./harness.js";

let t: TestApp;
let u: Awaited<ReturnType<typeof signUp>>;
beforeAll(async () => {
  t = await startTestApp();
  u = await signUp(t);
  // A failure no input can cause: the table the invoices list reads is gone.
  await t.db.$executeRawUnsafe(`ALTER TABLE "Invoice" RENAME TO "InvoiceGone"`);
});
afterAll(async () => {
  await t.db.$executeRawUnsafe(`ALTER TABLE "InvoiceGone" RENAME TO "Invoice"`).catch(() => undefined);
  await t?.close();
});

describe("unexpected errors", () => {
  it("tRPC answers a generic message with the request id; the log has the detail under that id", async () => {
    const res = await trpc(t, "query", "billing.invoices", undefined, u.cookie);
    expect(res.status).toBe(500);
    expect(res.body.message).toBe("Something went wrong. Please try again.");
    const text = JSON.stringify(res.body);
    expect(text).not.toMatch(/prisma|does not exist|\.ts\b|node_modules|invocation|stack/i);
    const id = res.headers["x-request-id"] as string;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.body.data!.requestId).toBe(id);
    const line = t.logs().split("\n").find((l) => l.includes(id) && l.includes('"level":50'));
    expect(line).toBeTruthy();
    expect(line).toMatch(/does not exist|Invoice/);
  });

  it("REST answers the same generic body with the request id", async () => {
    const res = await call(t, "GET", "/api/invoices", undefined, u.cookie);
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ message: "Something went wrong. Please try again.", code: "INTERNAL_SERVER_ERROR", requestId: res.headers["x-request-id"] });
  });

  it("every response carries its own x-request-id", async () => {
    const ids = new Set<string>();
    for (const url of ["/healthz", "/api/nope", "/api/auth/user", "/trpc/mentors.specialties"]) {
      const res = await call(t, "GET", url);
      expect(res.headers["x-request-id"]).toBeTruthy();
      ids.add(res.headers["x-request-id"] as string);
    }
    expect(ids.size).toBe(4);
  });
});
