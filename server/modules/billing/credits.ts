// Credit packages: the catalogue and buying one.
import type { Db } from "../../db/client.js";
import { notFound } from "../../lib/errors.js";
import { CREDIT_PACKAGES } from "../../../shared/billing.js";
import type { PaymentsProvider } from "../../providers/payments/index.js";
import { paidReceipt, recordCharge } from "./charges.js";
import { resolvePaymentMethod, type PayWith } from "./payment-methods.js";
import { ensureSubscription } from "./periods.js";

export const creditPackagesView = () => CREDIT_PACKAGES.map((p) => ({ ...p }));

export async function buyCredits(db: Db, payments: PaymentsProvider, userId: string, input: { packageId: string } & PayWith, now = new Date()) {
  const pack = CREDIT_PACKAGES.find((p) => p.id === input.packageId);
  if (!pack) throw notFound("Credit package");
  const sub = await ensureSubscription(db, userId, now);
  const method = await resolvePaymentMethod(db, payments, userId, input, now);
  const done = await db.payment.count({ where: { userId, kind: "credits", status: "succeeded" } });
  const outcome = await recordCharge(db, payments, {
    userId,
    kind: "credits",
    amount: pack.price,
    description: `${pack.name} credit package (${pack.textCredits} text, ${pack.audioCredits} audio)`,
    keyPrefix: `credits:${userId}:${pack.id}:${done}`,
    method,
    lines: [{ description: `${pack.name} credit package: ${pack.textCredits} text + ${pack.audioCredits} audio credits`, quantity: 1, unitAmount: pack.price, amount: pack.price }],
    now,
    apply: async (tx) => {
      await tx.subscription.update({ where: { id: sub.id }, data: { textCredits: { increment: pack.textCredits }, audioCredits: { increment: pack.audioCredits } } });
    },
  });
  return paidReceipt(outcome);
}
