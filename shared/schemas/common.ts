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

/** A real calendar date "YYYY-MM-DD" (2026-02-31 and 9999-99-99 are refused, not rolled over). */
export const zCalendarDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Dates must be YYYY-MM-DD")
  .refine((s) => {
    const [y, m, d] = s.split("-").map(Number) as [number, number, number];
    const date = new Date(Date.UTC(y, m - 1, d));
    return y >= 1900 && date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
  }, "That date does not exist");

/**
 * The input of a procedure that takes none. Every procedure declares an input (the contract test walks
 * them); the REST adapter passes nothing to these and the OpenAPI document shows no parameters.
 */
export const zNoInput = z.void();

/** The answer of a procedure that only confirms it did what was asked. */
export const zSuccessOutput = z.object({ success: z.literal(true) });
