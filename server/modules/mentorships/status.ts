// The mentorship status machine, in one place (SPEC §4 + DESIGN): a free mentorship starts active, a
// paid one pending_payment; payment activates it; an active one can be cancelled or end. A pending one
// can be cancelled by the mentee (changed their mind before paying).
import { AppError } from "../../lib/errors.js";

import type { MentorshipStatus, PaymentFrequency } from "../../../shared/schemas/statuses.js";

export type { MentorshipStatus };
export type Frequency = PaymentFrequency;

export const OPEN_STATUSES: MentorshipStatus[] = ["pending_payment", "active"];

const TRANSITIONS: Record<MentorshipStatus, MentorshipStatus[]> = {
  pending_payment: ["active", "cancelled"],
  active: ["cancelled", "ended"],
  cancelled: [],
  ended: [],
};

export const initialStatus = (frequency: Frequency): MentorshipStatus => (frequency === "free" ? "active" : "pending_payment");

export const canTransition = (from: MentorshipStatus, to: MentorshipStatus) => TRANSITIONS[from].includes(to);

const LABELS: Record<MentorshipStatus, string> = { pending_payment: "payment pending", active: "active", cancelled: "cancelled", ended: "ended" };

export function assertTransition(from: MentorshipStatus, to: MentorshipStatus): void {
  if (!canTransition(from, to)) {
    throw new AppError({ code: "CONFLICT", message: `A mentorship that is ${LABELS[from]} cannot become ${LABELS[to]}` });
  }
}

/** The end of a paid period that starts at `from`. */
export function periodEndFor(frequency: Exclude<Frequency, "free">, from: Date): Date {
  const end = new Date(from);
  if (frequency === "monthly") end.setUTCMonth(end.getUTCMonth() + 1);
  else end.setUTCFullYear(end.getUTCFullYear() + 1);
  return end;
}
