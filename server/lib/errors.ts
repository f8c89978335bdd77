// Errors procedures throw in more than one module.
import { TRPCError } from "@trpc/server";

/** 404 for a missing record — or someone else's, which must look exactly the same. */
export const notFound = (what: string) => new TRPCError({ code: "NOT_FOUND", message: `${what} not found` });

export const ACCOUNT_SUSPENDED = "Account suspended";
export const SOMETHING_WENT_WRONG = "Something went wrong. Please try again.";

/**
 * An admin suspended this account: HTTP 403, REST body { message, code: "ACCOUNT_SUSPENDED", reason },
 * tRPC error data { appCode: "ACCOUNT_SUSPENDED", reason } (the shape agreed with the client).
 */
export class AccountSuspendedError extends TRPCError {
  readonly appCode = "ACCOUNT_SUSPENDED" as const;
  constructor(readonly reason: string) {
    super({ code: "FORBIDDEN", message: ACCOUNT_SUSPENDED });
  }
}

/** A user an admin suspended may not sign in or call anything (payment-failed suspension: see billing). */
export function assertNotSuspendedByAdmin(user: { suspended: boolean; suspensionReason: string | null; suspensionNote?: string | null }) {
  if (user.suspended && user.suspensionReason === "admin") throw new AccountSuspendedError(user.suspensionNote ?? "");
}
