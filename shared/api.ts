// The contract's types, exported once: what every procedure takes and returns, inferred from the
// router (whose procedures declare named zod schemas in shared/schemas). Client, SDK and tests use these
// and never re-declare a server shape.
import type { inferRouterError, inferRouterInputs, inferRouterOutputs } from "@trpc/server";
import type { AppRouter } from "../server/trpc/router.js";

export type { AppRouter };
export type RouterInputs = inferRouterInputs<AppRouter>;
export type RouterOutputs = inferRouterOutputs<AppRouter>;
/** An error's shape as the server's error formatter answers it (code, message, data.appCode, data.reason…). */
export type RouterError = inferRouterError<AppRouter>;
