// The admin-suspension error (COMMON contract): sign-in and every call of a user an admin suspended
// answer 403 with data.appCode "ACCOUNT_SUSPENDED" and data.reason. The client remembers the reason
// in the query cache and shows the "Account suspended" page, never the payment wording.
import type { QueryClient } from "@tanstack/react-query";
import { TRPCClientError } from "@trpc/client";
import type { RouterError } from "../../../shared/api.js";

/** The agreed appCode (kept out of shared/schemas so zod stays out of the first bundle). */
const ACCOUNT_SUSPENDED_CODE = "ACCOUNT_SUSPENDED";

export const ADMIN_SUSPENSION_KEY = ["account", "adminSuspension"] as const;
export const SUSPENDED_PATH = "/account-suspended";

/** The suspension the server's ACCOUNT_SUSPENDED error reports (its data.reason; null when none was given). */
export type AdminSuspension = { reason: NonNullable<RouterError["data"]["reason"]> | null };

/** The suspension an error reports, or null when it is another error. */
export function adminSuspensionOf(error: unknown): AdminSuspension | null {
  if (!(error instanceof TRPCClientError)) return null;
  const data = error.data as { appCode?: unknown; reason?: unknown } | undefined;
  if (data?.appCode !== ACCOUNT_SUSPENDED_CODE) return null;
  return { reason: typeof data.reason === "string" && data.reason.trim() ? data.reason : null };
}

export function rememberAdminSuspension(client: QueryClient, suspension: AdminSuspension) {
  client.setQueryData<AdminSuspension>(ADMIN_SUSPENSION_KEY, suspension);
}
