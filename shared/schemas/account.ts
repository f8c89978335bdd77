import { z } from "zod";
import { zSuspensionReason } from "./statuses.js";

/** The way to reach support, readable signed out (a suspended user is not signed in). */
export const zSupportContactOutput = z.object({ supportEmail: z.string() });
export type SupportContact = z.infer<typeof zSupportContactOutput>;

export const zAccountStatusOutput = z.object({ suspended: z.boolean(), suspensionReason: zSuspensionReason.nullable(), gracePeriodEnd: z.date().nullable() });
export const zPromoOutput = z.object({ show: z.boolean() });
