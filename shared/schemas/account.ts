import { z } from "zod";

/** The way to reach support, readable signed out (a suspended user is not signed in). */
export const zSupportContactOutput = z.object({ supportEmail: z.string() });
export type SupportContact = z.infer<typeof zSupportContactOutput>;

/** The admin-suspension error's extra fields (COMMON contract: appCode ACCOUNT_SUSPENDED + reason). */
export const ACCOUNT_SUSPENDED_CODE = "ACCOUNT_SUSPENDED";
