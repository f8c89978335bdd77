// Issue 12 item 1: every procedure declares an input and an output parser (named zod schemas from
// shared/schemas), so tRPC validates what goes out and the OpenAPI document and RouterOutputs are
// complete. A procedure that takes nothing declares zNoInput.
import { describe, expect, it } from "vitest";
import { appRouter } from "../../server/trpc/router.js";

type Def = { inputs: unknown[]; output?: unknown; type: string };
const procedures = Object.entries(appRouter._def.procedures as unknown as Record<string, { _def: Def }>);

describe("the contract", () => {
  it("walks the whole router", () => {
    expect(procedures.length).toBeGreaterThan(90);
  });

  it("every procedure declares an input parser and an output parser", () => {
    const missing = procedures
      .flatMap(([name, p]) => [...(p._def.inputs.length === 0 ? [`${name}: no .input()`] : []), ...(p._def.output ? [] : [`${name}: no .output()`])]);
    expect(missing).toEqual([]);
  });
});
