// The server test harness is typed by the router: a wrong procedure path, a wrong input or reading a
// field the procedure does not return fails compilation, so the suite breaks when the contract changes.
import { describe, expectTypeOf, it } from "vitest";
import { trpc, trpcRaw, type ProcedureInput, type ProcedureOutput, type ProcedurePath, type TestApp } from "../server/harness.js";

declare const t: TestApp;

describe("tests/server/harness.ts trpc()", () => {
  it("knows every procedure path and its kind", () => {
    expectTypeOf<"billing.subscribe">().toExtend<ProcedurePath>();
    expectTypeOf<"apiKeys.create">().toExtend<ProcedurePath>();
    // @ts-expect-error — no such procedure
    void trpc(t, "query", "billing.noSuchProcedure");
    // @ts-expect-error — a mutation is not called as a query
    void trpc(t, "query", "apiKeys.create", { name: "x" });
  });

  it("checks the input against the procedure's input type", () => {
    expectTypeOf<ProcedureInput<"apiKeys.create">>().toEqualTypeOf<{ name: string }>();
    void trpc(t, "mutation", "apiKeys.create", { name: "Reporting" });
    // @ts-expect-error — name must be a string
    void trpc(t, "mutation", "apiKeys.create", { name: 42 });
    // @ts-expect-error — unknown field
    void trpc(t, "mutation", "apiKeys.revoke", { id: "k1", force: true });
  });

  it("types the body from the procedure's output", async () => {
    const created = await trpc(t, "mutation", "apiKeys.create", { name: "Reporting" });
    expectTypeOf(created.body.key).toEqualTypeOf<string>();
    expectTypeOf<ProcedureOutput<"apiKeys.create">>().toEqualTypeOf<{ id: string; name: string; key: string }>();
    // @ts-expect-error — the output has no keyHash
    void created.body.keyHash;
    // Failures carry the error formatter's fields.
    expectTypeOf(created.body.data).toEqualTypeOf<{ code: string; httpStatus: number; path?: string; issues?: Array<{ path: string; message: string }>; appCode?: string; reason?: string; requestId?: string } | undefined>();
  });

  it("trpcRaw stays untyped for bad input on purpose", () => {
    void trpcRaw(t, "mutation", "apiKeys.create", { name: 42 });
    void trpcRaw(t, "query", "billing.noSuchProcedure");
  });
});
