// The one place a domain error code becomes a transport outcome: the tRPC error code (and so the tRPC
// client's `data.code`) and the HTTP status of /trpc and /api. The tRPC error formatter, the procedure
// middleware that converts AppError, and the REST adapter all read this table.
import type { AppErrorCode } from "./errors.js";
import { AppError } from "./errors.js";

/** The tRPC error codes this app answers with (a subset of tRPC's own, spelled the same). */
export type TransportCode =
  | "BAD_REQUEST"
  | "UNAUTHORIZED"
  | "PAYMENT_REQUIRED"
  | "FORBIDDEN"
  | "NOT_FOUND"
  | "CONFLICT"
  | "PRECONDITION_FAILED"
  | "PAYLOAD_TOO_LARGE"
  | "TOO_MANY_REQUESTS"
  | "INTERNAL_SERVER_ERROR"
  | "BAD_GATEWAY";

export interface ErrorMapping {
  /** tRPC error code. */
  trpc: TransportCode;
  /** HTTP status on /trpc and /api. */
  http: number;
  /** The `code` of a REST error body and the tRPC `data.appCode`, when it differs from the tRPC code. */
  appCode?: string;
}

export const ERROR_MAP: Record<AppErrorCode, ErrorMapping> = {
  BAD_REQUEST: { trpc: "BAD_REQUEST", http: 400 },
  UNAUTHORIZED: { trpc: "UNAUTHORIZED", http: 401 },
  PAYMENT_REQUIRED: { trpc: "PAYMENT_REQUIRED", http: 402 },
  FORBIDDEN: { trpc: "FORBIDDEN", http: 403 },
  ACCOUNT_SUSPENDED: { trpc: "FORBIDDEN", http: 403, appCode: "ACCOUNT_SUSPENDED" },
  NOT_FOUND: { trpc: "NOT_FOUND", http: 404 },
  CONFLICT: { trpc: "CONFLICT", http: 409 },
  PRECONDITION_FAILED: { trpc: "PRECONDITION_FAILED", http: 412 },
  PAYLOAD_TOO_LARGE: { trpc: "PAYLOAD_TOO_LARGE", http: 413 },
  TOO_MANY_REQUESTS: { trpc: "TOO_MANY_REQUESTS", http: 429 },
  INTERNAL_SERVER_ERROR: { trpc: "INTERNAL_SERVER_ERROR", http: 500 },
  BAD_GATEWAY: { trpc: "BAD_GATEWAY", http: 502 },
};

/** The HTTP status of each tRPC code this app uses (for errors tRPC itself raises, e.g. input validation). */
export const TRANSPORT_HTTP: Record<TransportCode, number> = Object.fromEntries(
  Object.values(ERROR_MAP).map((m) => [m.trpc, m.http]),
) as Record<TransportCode, number>;

/** The AppError behind an error: itself, or the cause tRPC wrapped it in. */
export function appErrorOf(error: unknown): AppError | null {
  if (error instanceof AppError) return error;
  if (error instanceof Error && error.cause instanceof AppError) return error.cause;
  return null;
}

export const mappingOf = (error: AppError): ErrorMapping => ERROR_MAP[error.code];
