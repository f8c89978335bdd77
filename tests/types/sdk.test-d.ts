// Compile-time contract tests: the SDK's calls and results carry the router's types, so renaming a
// field or changing a type breaks tools and tests at compile time. Run by vitest's typecheck (npm test).
import { describe, expectTypeOf, it } from "vitest";
import { createLeadOneClient, type LeadOneInputs, type LeadOneOutputs } from "../../sdk/index.js";

const lo = createLeadOneClient({ baseUrl: "http://127.0.0.1:3000", apiKey: "lo_example" });

describe("SDK results are the router's outputs", () => {
  it("apiKeys.create returns { id, name, key } as strings", () => {
    expectTypeOf(lo.apiKeys.create.mutate).returns.resolves.toEqualTypeOf<{ id: string; name: string; key: string }>();
    expectTypeOf<LeadOneOutputs["apiKeys"]["create"]>().toEqualTypeOf<{ id: string; name: string; key: string }>();
  });

  it("apiKeys.list carries Dates (superjson), never the secret", () => {
    type Key = LeadOneOutputs["apiKeys"]["list"]["keys"][number];
    expectTypeOf<Key["createdAt"]>().toEqualTypeOf<Date>();
    expectTypeOf<Key["lastUsedAt"]>().toEqualTypeOf<Date | null>();
    expectTypeOf<Key>().not.toHaveProperty("key");
    expectTypeOf<Key>().not.toHaveProperty("keyHash");
  });

  it("mentors.list({ isPaid: true }) returns { mentors } with typed mentors", () => {
    type Listed = Awaited<ReturnType<typeof lo.mentors.list.query>>;
    expectTypeOf<Listed>().toHaveProperty("mentors");
    expectTypeOf<Listed["mentors"]>().toBeArray();
    expectTypeOf<Listed["mentors"][number]["id"]>().toEqualTypeOf<string>();
    expectTypeOf<Listed["mentors"][number]["isPaidTier"]>().toEqualTypeOf<boolean>();
  });

  it("usage.status is typed from the router", () => {
    type Usage = Awaited<ReturnType<typeof lo.usage.status.query>>;
    expectTypeOf<Usage["currentUsage"]>().toBeNumber();
    expectTypeOf<Usage["isUnlimited"]>().toEqualTypeOf<boolean>();
    expectTypeOf<Usage["billingPeriodEnd"]>().toEqualTypeOf<Date>();
    expectTypeOf<Usage>().toEqualTypeOf<LeadOneOutputs["usage"]["status"]>();
  });

  it("auth.user is the signed-in user", () => {
    type Me = Awaited<ReturnType<typeof lo.auth.user.query>>;
    expectTypeOf<Me["id"]>().toEqualTypeOf<string>();
    expectTypeOf<Me["email"]>().toEqualTypeOf<string>();
  });
});

describe("SDK inputs are the router's inputs", () => {
  it("apiKeys.create takes { name: string }", () => {
    expectTypeOf(lo.apiKeys.create.mutate).parameter(0).toEqualTypeOf<{ name: string }>();
    expectTypeOf<LeadOneInputs["apiKeys"]["revoke"]>().toEqualTypeOf<{ id: string }>();
  });

  it("refuses wrong calls at compile time", () => {
    const never = false as boolean;
    if (never) {
      // @ts-expect-error — name is required
      void lo.apiKeys.create.mutate({});
      // @ts-expect-error — name is a string
      void lo.apiKeys.create.mutate({ name: 42 });
      // @ts-expect-error — unknown fields are not part of the contract
      void lo.apiKeys.revoke.mutate({ id: "x", force: true });
      // @ts-expect-error — a query is not a mutation
      void lo.apiKeys.list.mutate();
      // @ts-expect-error — a mutation is not a query
      void lo.apiKeys.create.query({ name: "x" });
      // @ts-expect-error — no such procedure
      void lo.apiKeys.rotate.mutate({ id: "x" });
      // @ts-expect-error — mentors.list filters are typed
      void lo.mentors.list.query({ isPaid: 1 });
      // @ts-expect-error — admin.suspendUser needs a reason
      void lo.admin.suspendUser.mutate({ userId: "u1" });
    }
  });

  it("refuses reading fields a result does not have", async () => {
    const never = false as boolean;
    if (never) {
      const created = await lo.apiKeys.create.mutate({ name: "x" });
      // @ts-expect-error — the answer has no secret hash
      void created.keyHash;
      const { keys } = await lo.apiKeys.list.query();
      // @ts-expect-error — listed keys never carry the key
      void keys[0]?.key;
    }
  });
});
