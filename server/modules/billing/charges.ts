// The one charge function (every payment goes through recordCharge) and the payment history.
import type { Db } from "../../db/client.js";
import { TX_OPTIONS, type Tx } from "../../db/transaction.js";
import { isUniqueViolation } from "../../db/unique-violation.js";
import type { PaymentMethod, Payment } from "../../db/generated/client.js";
import { FAILURE_MESSAGES, type ChargeFailure, type PaymentsProvider } from "../../providers/payments/index.js";
import { liftIfSettled, startGracePeriod } from "./grace-period.js";
import { invoiceParties, nextInvoiceNumber, type InvoiceLine } from "./invoices.js";
import { AppError } from "../../lib/errors.js";
import { activatePendingCard } from "./payment-methods.js";
import type { PaymentKind } from "../../../shared/schemas/statuses.js";

export interface ChargeRequest {
  userId: string;
  kind: PaymentKind;
  amount: number;
  description: string;
  /** Identifies WHAT is paid (e.g. `overage:<chargeId>`); the attempt number is appended. */
  keyPrefix: string;
  method: PaymentMethod | null;
  lines: InvoiceLine[];
  mentorshipId?: string;
  /** The period the charge covers (end exclusive); one-offs default to the purchase day. */
  period?: { start: Date; end: Date };
  /** Money the user owes (renewal, overage): a failure starts the grace period. */
  owed?: boolean;
  /** The effect of a successful payment, inside the same transaction. */
  apply(tx: Tx, payment: Payment): Promise<void>;
  now?: Date;
}

export interface ChargeOutcome {
  payment: Payment;
  invoiceId: string | null;
  invoiceNumber: string | null;
  duplicate: boolean;
  failure: { code: ChargeFailure; message: string } | null;
}

/**
 * Charges a card and records the result, exactly once per idempotency key. In ONE transaction: the
 * Payment row is inserted first (its key is unique, so a concurrent duplicate stops there and gets the
 * first result back), then the processor is called with the same key, then on success the invoice and
 * the kind's effect; on failure a failed Payment (and, for money owed, the grace period).
 * Throws PAYMENT_REQUIRED (402) with the processor's reason when the card fails.
 */
export function recordCharge(db: Db, payments: PaymentsProvider, req: ChargeRequest): Promise<ChargeOutcome> {
  // Same-process duplicates (a double click) queue behind the first; other instances are stopped by
  // the unique idempotency key below. (Also keeps the embedded database's socket from interleaving
  // many concurrent transactions, which it handles poorly.)
  return withLock(`${req.userId}:${req.keyPrefix}`, () => recordChargeNow(db, payments, req));
}

const locks = new Map<string, Promise<unknown>>();
async function withLock<T>(key: string, fn: () => Promise<T>): Promise<T> {
  const prev = locks.get(key) ?? Promise.resolve();
  const run = prev.then(fn, fn);
  const tail = run.catch(() => undefined);
  locks.set(key, tail);
  try {
    return await run;
  } finally {
    if (locks.get(key) === tail) locks.delete(key);
  }
}

async function recordChargeNow(db: Db, payments: PaymentsProvider, req: ChargeRequest): Promise<ChargeOutcome> {
  const now = req.now ?? new Date();
  if (!Number.isInteger(req.amount) || req.amount <= 0) throw new AppError({ code: "BAD_REQUEST", message: "Nothing to pay" });
  const attempts = await db.payment.count({ where: { userId: req.userId, idempotencyKey: { startsWith: `${req.keyPrefix}:` }, status: "failed" } });
  const key = `${req.keyPrefix}:${attempts}`;
  let chargedRef: string | null = null;
  let outcome: ChargeOutcome | null;
  try {
    outcome = await db.$transaction(async (tx): Promise<ChargeOutcome | null> => {
      // ON CONFLICT DO NOTHING: a concurrent duplicate waits for the first to commit, then inserts nothing.
      const inserted = await tx.payment.createMany({
        data: [
          {
            userId: req.userId,
            idempotencyKey: key,
            kind: req.kind,
            description: req.description,
            amount: req.amount,
            status: "processing",
            paymentMethodId: req.method?.id ?? null,
            mentorshipId: req.mentorshipId ?? null,
          },
        ],
        skipDuplicates: true,
      });
      if (inserted.count === 0) return null;
      const created = await tx.payment.findUniqueOrThrow({ where: { idempotencyKey: key } });
      const result = req.method
        ? await payments.charge({ token: req.method.providerRef, amount: req.amount, idempotencyKey: key, description: req.description })
        : ({ ok: false, code: "no_payment_method", message: FAILURE_MESSAGES.no_payment_method } as const);
      if (!result.ok) {
        const failed = await tx.payment.update({ where: { id: created.id }, data: { status: "failed", failureCode: result.code } });
        if (req.owed) await startGracePeriod(tx, req.userId, now);
        return { payment: failed, invoiceId: null, invoiceNumber: null, duplicate: false, failure: { code: result.code, message: result.message } };
      }
      chargedRef = result.providerRef;
      const paid = await tx.payment.update({ where: { id: created.id }, data: { status: "succeeded", providerRef: result.providerRef } });
      const subtotal = req.lines.reduce((s, l) => s + l.amount, 0);
      const invoice = await tx.invoice.create({
        data: {
          number: await nextInvoiceNumber(tx, now),
          userId: req.userId,
          paymentId: paid.id,
          status: "paid",
          lines: req.lines as unknown as object,
          subtotal,
          total: subtotal,
          issuedAt: now,
          periodStart: req.period?.start ?? now,
          periodEnd: req.period?.end ?? now,
          ...(await invoiceParties(tx, req.userId)),
        },
      });
      if (req.method) await activatePendingCard(tx, req.method);
      await req.apply(tx, paid);
      await liftIfSettled(tx, req.userId);
      return { payment: paid, invoiceId: invoice.id, invoiceNumber: invoice.number, duplicate: false, failure: null };
    }, TX_OPTIONS);
  } catch (e) {
    if (isUniqueViolation(e)) {
      outcome = await existingOutcome(db, key);
    } else {
      // Charged but not recorded (the effect failed): give the money back.
      if (chargedRef) await payments.refund(chargedRef).catch(() => undefined);
      throw e;
    }
  }
  if (!outcome) outcome = await existingOutcome(db, key);
  if (outcome.failure) throw new AppError({ code: "PAYMENT_REQUIRED", message: outcome.failure.message });
  return outcome;
}

/** The first result for an idempotency key (the concurrent duplicate's answer). */
async function existingOutcome(db: Db, key: string): Promise<ChargeOutcome> {
  const existing = await db.payment.findUnique({ where: { idempotencyKey: key }, include: { invoice: { select: { id: true, number: true } } } });
  if (!existing || existing.status === "processing") throw new AppError({ code: "CONFLICT", message: "This payment is already being processed. Please try again." });
  const code = existing.failureCode as ChargeFailure | null;
  return {
    payment: existing,
    invoiceId: existing.invoice?.id ?? null,
    invoiceNumber: existing.invoice?.number ?? null,
    duplicate: true,
    failure: existing.status === "failed" ? { code: code ?? "processing_error", message: FAILURE_MESSAGES[code ?? "processing_error"] ?? FAILURE_MESSAGES.processing_error } : null,
  };
}

/** recordCharge for jobs: a failed card is an outcome (with the processor's reason), not an exception. */
export async function chargeOrDecline(db: Db, payments: PaymentsProvider, req: ChargeRequest): Promise<{ paid: true } | { paid: false; reason: string }> {
  try {
    await recordCharge(db, payments, req);
    return { paid: true };
  } catch (e) {
    if (e instanceof AppError && e.code === "PAYMENT_REQUIRED") return { paid: false, reason: e.message };
    throw e;
  }
}

/** recordCharge for jobs: a failure is an outcome, not an exception. */
export async function tryCharge(db: Db, payments: PaymentsProvider, req: ChargeRequest): Promise<boolean> {
  return (await chargeOrDecline(db, payments, req)).paid;
}

export const paidReceipt = (o: ChargeOutcome) => ({
  success: true as const,
  paymentId: o.payment.id,
  invoiceId: o.invoiceId,
  invoiceNumber: o.invoiceNumber,
  amount: o.payment.amount,
});

export async function listPayments(db: Db, userId: string) {
  return db.payment.findMany({
    where: { userId, status: { not: "processing" } },
    orderBy: { createdAt: "desc" },
    take: 200,
    select: {
      id: true,
      kind: true,
      description: true,
      amount: true,
      currency: true,
      status: true,
      failureCode: true,
      createdAt: true,
      refundedAt: true,
      paymentMethod: { select: { brand: true, last4: true } },
      invoice: { select: { id: true, number: true } },
    },
  });
}
