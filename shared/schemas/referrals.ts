import { z } from "zod";
import { MAX_EMAIL, MAX_NAME } from "../limits.js";
import { zText } from "./common.js";
import { zReferralRewardKind } from "./statuses.js";
import { zSignedCents } from "./money.js";

// Texts verbatim from SPEC §5 (Invite) and §8 (Invitation).
export const INVITE_TEXTS = {
  firstNameRequired: "First name is required",
  lastNameRequired: "Last name is required",
  emailInvalid: "Invalid email address",
  phoneRequired: "Phone number is required",
  sent: "Invitation sent!",
  failed: "Failed to send invitation",
  failedFallback: "Something went wrong. Please try again.",
  copied: "Copied to clipboard",
} as const;

export const MAX_PHONE = 40;
/** Referral codes: 8 characters from an alphabet without look-alikes (no 0/O, 1/I/L). */
export const REFERRAL_CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
export const REFERRAL_CODE_LENGTH = 8;
export const REFERRAL_CODE_INVALID = "Referral codes have 8 letters and digits, for example K7QM3XPA.";
const REFERRAL_CODE_RE = new RegExp(`^[${REFERRAL_CODE_ALPHABET}]{${REFERRAL_CODE_LENGTH}}$`);

/** The optional referral code of a sign-up: empty, or 8 characters of the alphabet (any case). */
export const zOptionalReferralCode = z
  .string({ error: REFERRAL_CODE_INVALID })
  .trim()
  .max(32, REFERRAL_CODE_INVALID)
  .refine((v) => v === "" || REFERRAL_CODE_RE.test(v.toUpperCase()), REFERRAL_CODE_INVALID);

/** SPEC §3 Invitation payload with §5's rules. */
export const zInvitationInput = z.strictObject({
  inviteeFirstName: zText("First name", MAX_NAME, INVITE_TEXTS.firstNameRequired).trim().min(2, INVITE_TEXTS.firstNameRequired),
  inviteeLastName: zText("Last name", MAX_NAME, INVITE_TEXTS.lastNameRequired).trim().min(2, INVITE_TEXTS.lastNameRequired),
  inviteeEmail: z
    .string({ error: INVITE_TEXTS.emailInvalid })
    .trim()
    .max(MAX_EMAIL, `Email must be at most ${MAX_EMAIL} characters`)
    .pipe(z.email({ error: INVITE_TEXTS.emailInvalid })),
  inviteePhone: zText("Phone number", MAX_PHONE, INVITE_TEXTS.phoneRequired).trim().min(5, INVITE_TEXTS.phoneRequired),
});
export type InvitationInput = z.infer<typeof zInvitationInput>;

export const zInvitationOutput = z.object({ referralCode: z.string(), inviteUrl: z.string() });
/** My invitations, sign-ups and referral earnings (amounts in cents). */
export const zReferralSummaryOutput = z.object({
  invitations: z.array(z.object({ id: z.string(), name: z.string(), email: z.string(), referralCode: z.string(), status: z.enum(["joined", "invited"]), invitedAt: z.date(), joinedAt: z.date().nullable() })),
  invitedCount: z.number().int(),
  signUps: z.number().int(),
  earningsTotal: zSignedCents,
  sharePercent: z.number(),
  ledger: z.array(z.object({ id: z.string(), kind: zReferralRewardKind, amount: zSignedCents, createdAt: z.date(), invitee: z.string() })),
});
