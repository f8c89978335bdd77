import { z } from "zod";

/** The way to reach support, readable signed out (a suspended user is not signed in). */
export const zSupportContactOutput = z.object({ supportEmail: z.string() });
export type SupportContact = z.infer<typeof zSupportContactOutput>;
