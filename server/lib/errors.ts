// Domain errors: what services, jobs and scripts throw. Free of tRPC (a unit test keeps it so); the one
// table in ./error-map.ts turns a code into a tRPC code and an HTTP status at the edges.

/** Every code a service may throw. Mostly named like the HTTP/tRPC outcome they stand for. */
export const APP_ERROR_CODES = [
  "BAD_REQUEST",
  "UNAUTHORIZED",
  "PAYMENT_REQUIRED",
  "FORBIDDEN",
  "ACCOUNT_SUSPENDED",
  "NOT_FOUND",
  "CONFLICT",
  "PRECONDITION_FAILED",
  "PAYLOAD_TOO_LARGE",
  "TOO_MANY_REQUESTS",
  "INTERNAL_SERVER_ERROR",
  "BAD_GATEWAY",
] as const;
export type AppErrorCode = (typeof APP_ERROR_CODES)[number];

/** Extra facts a client may act on (e.g. why an account is suspended). Never user input. */
export interface AppErrorDetails {
  reason?: string;
}

export class AppError extends Error {
  override readonly name = "AppError";
  readonly code: AppErrorCode;
  readonly details: AppErrorDetails | undefined;
  constructor(opts: { code: AppErrorCode; message: string; details?: AppErrorDetails; cause?: unknown }) {
    super(opts.message, opts.cause === undefined ? undefined : { cause: opts.cause });
    this.code = opts.code;
    this.details = opts.details;
  }
}

/** 404 for a missing record — or someone else's, which must look exactly the same. */
export const notFound = (what: string) => new AppError({ code: "NOT_FOUND", message: `${what} not found` });

export const ACCOUNT_SUSPENDED = "Account suspended";
export const SOMETHING_WENT_WRONG = "Something went wrong. Please try again.";

/**
 * An admin suspended this account: HTTP 403, REST body { message, code: "ACCOUNT_SUSPENDED", reason },
 * tRPC error data { appCode: "ACCOUNT_SUSPENDED", reason } (the shape agreed with the client).
 */
export class AccountSuspendedError extends AppError {
  constructor(readonly reason: string) {
    super({ code: "ACCOUNT_SUSPENDED", message: ACCOUNT_SUSPENDED, details: { reason } });
  }
}

/** A user an admin suspended may not sign in or call anything (payment-failed suspension: see billing). */
export function assertNotSuspendedByAdmin(user: { suspended: boolean; suspensionReason: string | null; suspensionNote?: string | null }) {
  if (user.suspended && user.suspensionReason === "admin") throw new AccountSuspendedError(user.suspensionNote ?? "");
}
