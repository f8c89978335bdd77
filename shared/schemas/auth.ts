import { z } from "zod";
import { MAX_EMAIL, MAX_NAME, MAX_PASSWORD } from "../limits.js";
import { zText } from "./common.js";
import { zOptionalReferralCode } from "./referrals.js";

// Texts verbatim from SPEC §5.
export const AUTH_TEXTS = {
  emailInvalid: "Please enter a valid email address",
  passwordRequired: "Password is required",
  firstNameRequired: "First name is required",
  lastNameRequired: "Last name is required",
  passwordMin: "Password must be at least 8 characters",
  passwordsDontMatch: "Passwords don't match",
  mustAgree: "You must agree to the terms and conditions",
} as const;

export const PASSWORD_MIN = 8;

const zEmail = z
  .string({ error: AUTH_TEXTS.emailInvalid })
  .trim()
  .max(MAX_EMAIL, `Email must be at most ${MAX_EMAIL} characters`)
  .pipe(z.email({ error: AUTH_TEXTS.emailInvalid }));

export const zLoginInput = z.strictObject({
  email: zEmail,
  password: z.string({ error: AUTH_TEXTS.passwordRequired }).min(1, AUTH_TEXTS.passwordRequired).max(MAX_PASSWORD, `Password must be at most ${MAX_PASSWORD} characters`),
});
export type LoginInput = z.infer<typeof zLoginInput>;

const registerFields = {
  firstName: zText("First name", MAX_NAME, AUTH_TEXTS.firstNameRequired).trim().min(1, AUTH_TEXTS.firstNameRequired),
  lastName: zText("Last name", MAX_NAME, AUTH_TEXTS.lastNameRequired).trim().min(1, AUTH_TEXTS.lastNameRequired),
  email: zEmail,
  password: z.string({ error: AUTH_TEXTS.passwordMin }).min(PASSWORD_MIN, AUTH_TEXTS.passwordMin).max(MAX_PASSWORD, `Password must be at most ${MAX_PASSWORD} characters`),
};

/** What the server accepts: confirmPassword is optional (the dialog sends it, the page does not). */
export const zRegisterInput = z
  .strictObject({
    ...registerFields,
    confirmPassword: z.string().max(MAX_PASSWORD).optional(),
    referralCode: zOptionalReferralCode.optional(),
  })
  .refine((v) => v.confirmPassword === undefined || v.confirmPassword === v.password, {
    message: AUTH_TEXTS.passwordsDontMatch,
    path: ["confirmPassword"],
  });
export type RegisterInput = z.infer<typeof zRegisterInput>;

/** The sign-up forms (client): confirm password always, terms on the page. */
export const zSignUpForm = z
  .object({ ...registerFields, confirmPassword: z.string(), referralCode: zOptionalReferralCode })
  .refine((v) => v.confirmPassword === v.password, { message: AUTH_TEXTS.passwordsDontMatch, path: ["confirmPassword"] });
export const zSignUpPageForm = z
  .object({ ...registerFields, confirmPassword: z.string(), agreeToTerms: z.boolean(), referralCode: zOptionalReferralCode })
  .refine((v) => v.confirmPassword === v.password, { message: AUTH_TEXTS.passwordsDontMatch, path: ["confirmPassword"] })
  .refine((v) => v.agreeToTerms, { message: AUTH_TEXTS.mustAgree, path: ["agreeToTerms"] });

/** SPEC §3 User: the signed-in user as both sides see it (auth.user, register, login). */
export const zUserClaims = z.object({ first_name: z.string().nullable(), last_name: z.string().nullable(), username: z.string().nullable(), sub: z.string() });
export const zUserOutput = z.object({
  id: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  username: z.string().nullable(),
  email: z.string(),
  isAdmin: z.boolean(),
  isMainAdmin: z.boolean(),
  isMentor: z.boolean(),
  profileImageUrl: z.string().nullable(),
  claims: zUserClaims,
});
