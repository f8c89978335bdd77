import { z } from "zod";
import { MAX_ID } from "../limits.js";

/** An entity id (cuid) as it arrives from a path, a query or a body. */
export const zId = z.string().trim().min(1, "Id is required").max(MAX_ID, "Id is too long");

/** A boolean that also accepts the query-string forms "true"/"false"/"1"/"0" (so isFree=false is false). */
export const zQueryBool = z.union([z.boolean(), z.stringbool()]);

/** A whole number that also accepts its query-string form. */
export const zQueryInt = (min: number, max: number) => z.coerce.number().int().min(min).max(max);

/** A bounded string with a readable message. */
export const zText = (label: string, max: number, requiredMessage = `${label} is required`) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? requiredMessage : `${label} must be text`) })
    .max(max, `${label} must be at most ${max} characters`);
