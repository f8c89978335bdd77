import { z } from "zod";
import { MAX_NAME, MAX_PASSWORD } from "../limits.js";
import { AUTH_TEXTS, PASSWORD_MIN } from "./auth.js";
import { zText } from "./common.js";

export const USERNAME_RULE = "Username must be 3-30 characters: letters, digits, dots, dashes or underscores";

/** My Profile: names and an optional username (blank clears it). */
export const zProfileUpdate = z.strictObject({
  firstName: zText("First name", MAX_NAME, AUTH_TEXTS.firstNameRequired).trim().min(1, AUTH_TEXTS.firstNameRequired),
  lastName: zText("Last name", MAX_NAME, AUTH_TEXTS.lastNameRequired).trim().min(1, AUTH_TEXTS.lastNameRequired),
  username: z
    .string()
    .trim()
    .max(30, USERNAME_RULE)
    .refine((v) => v === "" || /^[A-Za-z0-9._-]{3,30}$/.test(v), USERNAME_RULE)
    .nullable(),
  /** Printed on invoices issued from now on; empty = first + last name. */
  billingName: z.string().trim().max(200, "Billing name must be at most 200 characters").nullable().optional(),
});
export type ProfileUpdate = z.infer<typeof zProfileUpdate>;

export const zChangePassword = z.strictObject({
  currentPassword: z.string({ error: AUTH_TEXTS.passwordRequired }).min(1, AUTH_TEXTS.passwordRequired).max(MAX_PASSWORD),
  newPassword: z.string({ error: AUTH_TEXTS.passwordMin }).min(PASSWORD_MIN, AUTH_TEXTS.passwordMin).max(MAX_PASSWORD, `Password must be at most ${MAX_PASSWORD} characters`),
});
export type ChangePassword = z.infer<typeof zChangePassword>;

/** My Profile. */
export const zProfileOutput = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  username: z.string().nullable(),
  billingName: z.string().nullable(),
  createdAt: z.date(),
  referredBy: z.string().nullable(),
});
