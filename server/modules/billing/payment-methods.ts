// Saved cards: list, add, remove, default, and which card a payment uses.
import type { Db } from "../../db/client.js";
import { TX_OPTIONS, type Tx } from "../../db/transaction.js";
import type { PaymentMethod } from "../../db/generated/client.js";
import { AppError, notFound } from "../../lib/errors.js";
import type { CardInput } from "../../../shared/schemas/billing.js";
import { CardError, type PaymentsProvider } from "../../providers/payments/index.js";

export interface PayWith {
  paymentMethodId?: string | undefined;
  card?: CardInput | undefined;
}

const methodSelect = { id: true, brand: true, last4: true, expMonth: true, expYear: true, isDefault: true, createdAt: true } as const;

export async function listPaymentMethods(db: Db, userId: string) {
  return db.paymentMethod.findMany({ where: { userId, removedAt: null }, select: methodSelect, orderBy: [{ isDefault: "desc" }, { createdAt: "desc" }] });
}

async function tokenise(payments: PaymentsProvider, card: CardInput, now: Date) {
  try {
    return await payments.createPaymentMethod(card, now);
  } catch (e) {
    if (e instanceof CardError) throw new AppError({ code: "BAD_REQUEST", message: e.message });
    throw e;
  }
}

/** Saves a card after the issuer accepted it: a declined card is never saved (402 with the reason). */
export async function addPaymentMethod(db: Db, payments: PaymentsProvider, userId: string, card: CardInput, makeDefault = false, now = new Date()) {
  const token = await tokenise(payments, card, now);
  const verified = await payments.verify(token.token);
  if (!verified.ok) throw new AppError({ code: "PAYMENT_REQUIRED", message: verified.message });
  return db.$transaction(async (tx) => {
    const hasDefault = (await tx.paymentMethod.count({ where: { userId, removedAt: null, isDefault: true } })) > 0;
    const isDefault = makeDefault || !hasDefault;
    if (isDefault) await tx.paymentMethod.updateMany({ where: { userId, isDefault: true }, data: { isDefault: false } });
    return tx.paymentMethod.create({
      data: { userId, providerRef: token.token, brand: token.brand, last4: token.last4, expMonth: token.expMonth, expYear: token.expYear, isDefault },
      select: methodSelect,
    });
  }, TX_OPTIONS);
}

async function ownMethod(db: Db, userId: string, id: string) {
  const m = await db.paymentMethod.findFirst({ where: { id, userId, removedAt: null } });
  if (!m) throw notFound("Payment method");
  return m;
}

export async function removePaymentMethod(db: Db, userId: string, id: string) {
  const m = await ownMethod(db, userId, id);
  await db.$transaction(async (tx) => {
    await tx.paymentMethod.update({ where: { id: m.id }, data: { removedAt: new Date(), isDefault: false } });
    if (m.isDefault) {
      const next = await tx.paymentMethod.findFirst({ where: { userId, removedAt: null }, orderBy: { createdAt: "desc" } });
      if (next) await tx.paymentMethod.update({ where: { id: next.id }, data: { isDefault: true } });
    }
  }, TX_OPTIONS);
  return { success: true as const };
}

export async function setDefaultPaymentMethod(db: Db, userId: string, id: string) {
  const m = await ownMethod(db, userId, id);
  await db.$transaction(async (tx) => {
    await tx.paymentMethod.updateMany({ where: { userId, isDefault: true }, data: { isDefault: false } });
    await tx.paymentMethod.update({ where: { id: m.id }, data: { isDefault: true } });
  }, TX_OPTIONS);
  return { success: true as const };
}

/**
 * The card to charge: a new one, a saved one, or the default; 402 when there is none. A new card is
 * kept hidden (`removedAt` set, never default) until a payment on it succeeds: recordCharge then
 * saves it (`activatePendingCard`). A declined new card is never saved.
 */
export async function resolvePaymentMethod(db: Db, payments: PaymentsProvider, userId: string, payWith: PayWith, now = new Date()): Promise<PaymentMethod> {
  if (payWith.card) {
    const token = await tokenise(payments, payWith.card, now);
    return db.paymentMethod.create({
      data: { userId, providerRef: token.token, brand: token.brand, last4: token.last4, expMonth: token.expMonth, expYear: token.expYear, isDefault: false, removedAt: now },
    });
  }
  if (payWith.paymentMethodId) return ownMethod(db, userId, payWith.paymentMethodId);
  const def = await db.paymentMethod.findFirst({ where: { userId, removedAt: null }, orderBy: [{ isDefault: "desc" }, { createdAt: "desc" }] });
  if (!def) throw new AppError({ code: "PAYMENT_REQUIRED", message: "Please add a payment method first." });
  return def;
}

export async function defaultMethod(db: Db, userId: string) {
  return db.paymentMethod.findFirst({ where: { userId, removedAt: null }, orderBy: [{ isDefault: "desc" }, { createdAt: "desc" }] });
}

/** A new card's first payment succeeded: it is saved now (and becomes the default when there is none). */
export async function activatePendingCard(tx: Tx, method: PaymentMethod) {
  if (!method.removedAt) return;
  const hasDefault = (await tx.paymentMethod.count({ where: { userId: method.userId, removedAt: null, isDefault: true } })) > 0;
  await tx.paymentMethod.update({ where: { id: method.id }, data: { removedAt: null, isDefault: !hasDefault } });
}
