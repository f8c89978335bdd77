// Billing: subscriptions and billing periods, credits, saved cards, charges, invoices and mentor
// earnings. Money is integer cents. Prices, allowances, the overage price, the commission and the
// grace period are operator settings, read at the moment of use.
//
// Periods. `Subscription.currentPeriodStart/End` is the user's monthly USAGE period (allowance,
// credits, overage). A user without a row (never asked, never paid) is on the free plan with monthly
// periods anchored at sign-up; the row is created lazily by the first state-changing call. A paid plan
// is paid through `paidThrough` (one month or one year after the charge that started it).
//
// Plan-change rule (documented in README and the reply):
// • Subscribing or UPGRADING (a higher plan, or the same plan monthly → yearly) takes effect at once:
//   the unused part of the current paid period is credited against the new price (proration, shown as
//   an invoice line), the current usage period is closed (its overage, if any, becomes a pending charge),
//   a new monthly usage period starts now, credits refill to the new plan's maxima.
//   If the credit covers the whole new price, the change is scheduled for period end instead.
// • DOWNGRADING (a lower plan, or yearly → monthly) and CANCELLING take effect when the paid period
//   ends (`pendingPlan` / `cancelAtPeriodEnd`); until then the user keeps what they paid for. Resume
//   undoes a scheduled cancellation or downgrade.
// • Renewal charges the default card when the paid period ends. A failed renewal or overage payment
//   starts the grace period (settings.gracePeriodDays); unpaid at its end, the account is suspended;
//   a successful payment of what is owed lifts it.
import { notFound } from "../../lib/errors.js";
import { TRPCError } from "@trpc/server";
import type { Db } from "../../db/client.js";
import type { PaymentMethod, Payment, Subscription } from "../../db/generated/client.js";
import { getSettings } from "../settings/service.js";
import {
  addMonths,
  CREDIT_PACKAGES,
  DEFAULT_CREDITS,
  intervalMonths,
  PLAN_CREDIT_MAXIMA,
  PLAN_FEATURES,
  PLAN_NAMES,
  PLAN_RANK,
  PLANS,
  type BillingInterval,
  type PlanId,
} from "../../../shared/billing.js";
import { formatCents } from "../../../shared/money.js";
import type { CardInput } from "../../../shared/schemas/billing.js";
import type { Settings } from "../../../shared/settings.js";
import { CardError, FAILURE_MESSAGES, type ChargeFailure, type PaymentsProvider } from "../../providers/payments/index.js";
import { activatePaidMentorship } from "../mentorships/service.js";
import { rewardReferralForMentorPayment } from "../referrals/service.js";

type Tx = Db;
export interface PayWith {
  paymentMethodId?: string | undefined;
  card?: CardInput | undefined;
}
export interface InvoiceLine {
  description: string;
  quantity: number;
  unitAmount: number;
  amount: number;
}

const TX_OPTIONS = { maxWait: 60_000, timeout: 60_000 };

export const isUniqueViolation = (e: unknown) => (e as { code?: string } | null)?.code === "P2002";


// ───────────────────────────── subscriptions & periods ─────────────────────────────

/** The monthly period containing `now`, for periods anchored at `anchor`. */
export function periodContaining(anchor: Date, now: Date): { start: Date; end: Date } {
  let k = Math.max(0, (now.getUTCFullYear() - anchor.getUTCFullYear()) * 12 + now.getUTCMonth() - anchor.getUTCMonth() - 1);
  while (addMonths(anchor, k + 1).getTime() <= now.getTime()) k += 1;
  return { start: addMonths(anchor, k), end: addMonths(anchor, k + 1) };
}

/** The user's subscription row, created on first use (free plan, SPEC's default credits). */
export async function ensureSubscription(db: Db, userId: string, now = new Date()): Promise<Subscription> {
  const existing = await db.subscription.findUnique({ where: { userId } });
  if (existing) return existing;
  const user = await db.user.findUnique({ where: { id: userId }, select: { createdAt: true } });
  if (!user) throw notFound("User");
  const { start, end } = periodContaining(user.createdAt, now);
  // ON CONFLICT DO NOTHING: concurrent first uses create one row and raise no error.
  await db.subscription.createMany({
    data: [
      {
        userId,
        currentPeriodStart: start,
        currentPeriodEnd: end,
        textCredits: DEFAULT_CREDITS.text,
        audioCredits: DEFAULT_CREDITS.audio,
        mentorCallCredits: DEFAULT_CREDITS.mentorCall,
      },
    ],
    skipDuplicates: true,
  });
  return db.subscription.findUniqueOrThrow({ where: { userId } });
}

/**
 * Read-only view of the subscription as of `now` (queries never write): a missing row is the default
 * free subscription; an ended usage period not yet closed by the job reads as the next one (no usage).
 */
export async function readSubscription(db: Db, userId: string, now = new Date()) {
  const row = await db.subscription.findUnique({ where: { userId } });
  if (!row) {
    const user = await db.user.findUnique({ where: { id: userId }, select: { createdAt: true } });
    const { start, end } = periodContaining(user?.createdAt ?? now, now);
    return {
      row: null,
      plan: "free" as PlanId,
      interval: "monthly" as BillingInterval,
      periodStart: start,
      periodEnd: end,
      periodRolled: false,
      credits: { ...DEFAULT_CREDITS },
      overageBlocked: false,
    };
  }
  const rolled = row.currentPeriodEnd.getTime() <= now.getTime();
  const period = rolled ? periodContaining(row.currentPeriodEnd, now) : { start: row.currentPeriodStart, end: row.currentPeriodEnd };
  const max = PLAN_CREDIT_MAXIMA[row.plan as PlanId];
  const refill = (v: number, m: number | undefined) => (rolled && m !== undefined ? Math.max(v, m) : v);
  return {
    row,
    plan: row.plan as PlanId,
    interval: row.interval as BillingInterval,
    periodStart: period.start,
    periodEnd: period.end,
    periodRolled: rolled,
    credits: { text: refill(row.textCredits, max?.text), audio: refill(row.audioCredits, max?.audio), mentorCall: refill(row.mentorCallCredits, max?.mentorCall) },
    overageBlocked: rolled ? false : row.overageBlocked,
  };
}

export function planPrice(settings: Settings, plan: PlanId, interval: BillingInterval): number {
  const p = settings.plans[plan];
  return interval === "yearly" ? p.yearlyPrice : p.monthlyPrice;
}

/** SPEC §3 "User subscription" plus the plan state the account page shows. */
export async function subscriptionView(db: Db, userId: string, now = new Date()) {
  const sub = await readSubscription(db, userId, now);
  const settings = await getSettings(db);
  const max = PLAN_CREDIT_MAXIMA[sub.plan];
  const premium = sub.plan === "premium";
  const row = sub.row;
  const pending = row?.pendingPlan ? parsePending(row.pendingPlan) : null;
  return {
    tier: sub.plan,
    planName: PLAN_NAMES[sub.plan],
    interval: sub.interval,
    status: (row?.status ?? "active") as "active" | "past_due",
    features: PLAN_FEATURES[sub.plan],
    price: sub.plan === "free" ? 0 : planPrice(settings, sub.plan, sub.interval),
    paidThrough: row?.paidThrough ?? null,
    cancelAtPeriodEnd: row?.cancelAtPeriodEnd ?? false,
    pendingPlan: pending,
    billingPeriodStart: sub.periodStart,
    billingPeriodEnd: sub.periodEnd,
    unlimitedCredits: max === null,
    textCredits: sub.credits.text,
    maxTextCredits: max?.text ?? null,
    audioCredits: sub.credits.audio,
    maxAudioCredits: max?.audio ?? null,
    mentorCallCredits: sub.credits.mentorCall,
    maxMentorCallCredits: max?.mentorCall ?? null,
    premiumContentAccess: premium,
    specializedAdviceAccess: premium,
    industrySpecificAdviceAccess: premium,
    videoResponsesAvailable: premium,
    highQualityAudio: premium,
  };
}

export async function plansView(db: Db) {
  const settings = await getSettings(db);
  return PLANS.map((id) => ({
    id,
    name: PLAN_NAMES[id],
    monthlyPrice: settings.plans[id].monthlyPrice,
    yearlyPrice: settings.plans[id].yearlyPrice,
    monthlyAllowance: settings.plans[id].monthlyAllowance,
    features: PLAN_FEATURES[id].map((f) => withAllowance(f, settings.plans[id].monthlyAllowance)),
  }));
}

/** "15 credits/month" follows the allowance an admin set (null = unlimited). */
function withAllowance(feature: string, allowance: number | null): string {
  const m = /^\d+ (requests|credits)\/month$/.exec(feature);
  if (!m) return feature;
  return allowance === null ? `Unlimited ${m[1]}` : `${allowance} ${m[1]}/month`;
}

export const creditPackagesView = () => CREDIT_PACKAGES.map((p) => ({ ...p }));

function parsePending(value: string): { plan: PlanId; interval: BillingInterval } {
  const [plan, interval] = value.split(":");
  return { plan: (PLANS as readonly string[]).includes(plan ?? "") ? (plan as PlanId) : "free", interval: interval === "yearly" ? "yearly" : "monthly" };
}

/** Refill to the plan's maxima (credits bought on top are kept). */
function refilledCredits(sub: Pick<Subscription, "textCredits" | "audioCredits" | "mentorCallCredits">, plan: PlanId) {
  const max = PLAN_CREDIT_MAXIMA[plan];
  if (!max) return {};
  return {
    textCredits: Math.max(sub.textCredits, max.text),
    audioCredits: Math.max(sub.audioCredits, max.audio),
    mentorCallCredits: Math.max(sub.mentorCallCredits, max.mentorCall),
  };
}

/** Creates the pending overage charge of a closed usage period, once (unique userId + period start). */
async function createOverageCharge(tx: Tx, sub: Subscription, settings: Settings) {
  const allowance = settings.plans[sub.plan as PlanId]?.monthlyAllowance ?? null;
  if (allowance === null) return;
  const usageCount = await tx.usageEvent.count({ where: { userId: sub.userId, periodStart: sub.currentPeriodStart } });
  const overageCount = Math.max(0, usageCount - allowance);
  if (overageCount === 0) return;
  await tx.overageCharge.createMany({
    data: [
      {
        userId: sub.userId,
        billingPeriodStart: sub.currentPeriodStart,
        billingPeriodEnd: sub.currentPeriodEnd,
        allowedLimit: allowance,
        usageCount,
        overageCount,
        pricePerOverage: settings.overagePrice,
        totalAmount: overageCount * settings.overagePrice,
      },
    ],
    skipDuplicates: true,
  });
}

/**
 * Closes every ended usage period of one user (at most a few years' worth): pending overage charge,
 * next period, credits refilled, overage block cleared. Safe to run concurrently and repeatedly.
 */
export async function rollUsagePeriods(db: Db, userId: string, now = new Date()): Promise<Subscription | null> {
  const settings = await getSettings(db);
  for (let i = 0; i < 60; i += 1) {
    const sub = await db.subscription.findUnique({ where: { userId } });
    if (!sub || sub.currentPeriodEnd.getTime() > now.getTime()) return sub;
    await db.$transaction(async (tx) => {
      await createOverageCharge(tx as Tx, sub, settings);
      const start = sub.currentPeriodEnd;
      await tx.subscription.updateMany({
        where: { id: sub.id, currentPeriodStart: sub.currentPeriodStart }, // only one closer wins
        data: { currentPeriodStart: start, currentPeriodEnd: addMonths(start, 1), overageBlocked: false, ...refilledCredits(sub, sub.plan as PlanId) },
      });
    }, TX_OPTIONS);
  }
  return db.subscription.findUnique({ where: { userId } });
}

/** Immediate plan change inside a payment transaction: close the usage period now, start a new one. */
async function startNewPlanPeriod(tx: Tx, userId: string, plan: PlanId, interval: BillingInterval, now: Date, settings: Settings) {
  const sub = await tx.subscription.findUniqueOrThrow({ where: { userId } });
  await createOverageCharge(tx, { ...sub, currentPeriodEnd: now }, settings);
  await tx.subscription.update({
    where: { id: sub.id },
    data: {
      plan,
      interval,
      status: "active",
      cancelAtPeriodEnd: false,
      pendingPlan: null,
      paidThrough: addMonths(now, intervalMonths(interval)),
      currentPeriodStart: now,
      currentPeriodEnd: addMonths(now, 1),
      overageBlocked: false,
      ...refilledCredits(sub, plan),
    },
  });
}

// ───────────────────────────── payment methods ─────────────────────────────

const methodSelect = { id: true, brand: true, last4: true, expMonth: true, expYear: true, isDefault: true, createdAt: true } as const;

export async function listPaymentMethods(db: Db, userId: string) {
  return db.paymentMethod.findMany({ where: { userId, removedAt: null }, select: methodSelect, orderBy: [{ isDefault: "desc" }, { createdAt: "desc" }] });
}

export async function addPaymentMethod(db: Db, payments: PaymentsProvider, userId: string, card: CardInput, makeDefault = false, now = new Date()) {
  let token;
  try {
    token = await payments.createPaymentMethod(card, now);
  } catch (e) {
    if (e instanceof CardError) throw new TRPCError({ code: "BAD_REQUEST", message: e.message });
    throw e;
  }
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

/** The card to charge: a new one (saved), a saved one, or the default; 402 when there is none. */
export async function resolvePaymentMethod(db: Db, payments: PaymentsProvider, userId: string, payWith: PayWith, now = new Date()): Promise<PaymentMethod> {
  if (payWith.card) {
    const added = await addPaymentMethod(db, payments, userId, payWith.card, false, now);
    return db.paymentMethod.findUniqueOrThrow({ where: { id: added.id } });
  }
  if (payWith.paymentMethodId) return ownMethod(db, userId, payWith.paymentMethodId);
  const def = await db.paymentMethod.findFirst({ where: { userId, removedAt: null }, orderBy: [{ isDefault: "desc" }, { createdAt: "desc" }] });
  if (!def) throw new TRPCError({ code: "PAYMENT_REQUIRED", message: "Please add a payment method first." });
  return def;
}

// ───────────────────────────── the one charge function ─────────────────────────────

export interface ChargeRequest {
  userId: string;
  kind: "subscription" | "overage" | "credits" | "mentorship";
  amount: number;
  description: string;
  /** Identifies WHAT is paid (e.g. `overage:<chargeId>`); the attempt number is appended. */
  keyPrefix: string;
  method: PaymentMethod | null;
  lines: InvoiceLine[];
  mentorshipId?: string;
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

async function nextInvoiceNumber(tx: Tx, now: Date): Promise<string> {
  const year = now.getUTCFullYear();
  const key = `counter:invoice:${year}`;
  // One row per year, incremented under its row lock: numbers are unique and gap-free per year.
  const rows = await tx.$queryRaw<{ n: number }[]>`
    INSERT INTO "Setting" ("key", "value", "updatedAt") VALUES (${key}, '1'::jsonb, now())
    ON CONFLICT ("key") DO UPDATE SET "value" = to_jsonb((("Setting"."value")#>>'{}')::int + 1), "updatedAt" = now()
    RETURNING (("value")#>>'{}')::int AS n`;
  return `LO-${year}-${String(rows[0]?.n ?? 1).padStart(6, "0")}`;
}

async function startGracePeriod(tx: Tx, userId: string, now: Date) {
  const settings = await getSettings(tx);
  const user = await tx.user.findUnique({ where: { id: userId }, select: { suspended: true, suspensionReason: true, gracePeriodEnd: true } });
  if (!user) return;
  if (user.suspended) return; // already suspended (by an admin or an earlier failure)
  if (user.suspensionReason === "payment_failed" && user.gracePeriodEnd) return; // the running grace period stands
  await tx.user.update({
    where: { id: userId },
    data: { suspensionReason: "payment_failed", gracePeriodEnd: new Date(now.getTime() + settings.gracePeriodDays * 86_400_000) },
  });
}

/** A payment-failed suspension or grace period ends once nothing owed is left unpaid. */
async function liftIfSettled(tx: Tx, userId: string) {
  const user = await tx.user.findUnique({ where: { id: userId }, select: { suspensionReason: true } });
  if (user?.suspensionReason !== "payment_failed") return;
  const pastDue = await tx.subscription.count({ where: { userId, status: "past_due" } });
  if (pastDue > 0) return;
  const unpaid = await tx.overageCharge.findMany({ where: { userId, status: "pending" }, select: { id: true } });
  for (const c of unpaid) {
    const failed = await tx.payment.count({ where: { userId, status: "failed", idempotencyKey: { startsWith: `overage:${c.id}:` } } });
    if (failed > 0) return;
  }
  await tx.user.update({ where: { id: userId }, data: { suspended: false, suspensionReason: null, gracePeriodEnd: null } });
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
  if (!Number.isInteger(req.amount) || req.amount <= 0) throw new TRPCError({ code: "BAD_REQUEST", message: "Nothing to pay" });
  const attempts = await db.payment.count({ where: { userId: req.userId, idempotencyKey: { startsWith: `${req.keyPrefix}:` }, status: "failed" } });
  const key = `${req.keyPrefix}:${attempts}`;
  let chargedRef: string | null = null;
  let outcome: ChargeOutcome | null;
  try {
    outcome = await db.$transaction(async (txc): Promise<ChargeOutcome | null> => {
      const tx = txc as Tx;
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
        },
      });
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
  if (outcome.failure) throw new TRPCError({ code: "PAYMENT_REQUIRED", message: outcome.failure.message });
  return outcome;
}

/** The first result for an idempotency key (the concurrent duplicate's answer). */
async function existingOutcome(db: Db, key: string): Promise<ChargeOutcome> {
  const existing = await db.payment.findUnique({ where: { idempotencyKey: key }, include: { invoice: { select: { id: true, number: true } } } });
  if (!existing || existing.status === "processing") throw new TRPCError({ code: "CONFLICT", message: "This payment is already being processed. Please try again." });
  const code = existing.failureCode as ChargeFailure | null;
  return {
    payment: existing,
    invoiceId: existing.invoice?.id ?? null,
    invoiceNumber: existing.invoice?.number ?? null,
    duplicate: true,
    failure: existing.status === "failed" ? { code: code ?? "processing_error", message: FAILURE_MESSAGES[code ?? "processing_error"] ?? FAILURE_MESSAGES.processing_error } : null,
  };
}

/** recordCharge for jobs: a failure is an outcome, not an exception. */
async function tryCharge(db: Db, payments: PaymentsProvider, req: ChargeRequest): Promise<boolean> {
  try {
    await recordCharge(db, payments, req);
    return true;
  } catch (e) {
    if (e instanceof TRPCError && e.code === "PAYMENT_REQUIRED") return false;
    throw e;
  }
}

const paidReceipt = (o: ChargeOutcome) => ({
  success: true as const,
  paymentId: o.payment.id,
  invoiceId: o.invoiceId,
  invoiceNumber: o.invoiceNumber,
  amount: o.payment.amount,
});

// ───────────────────────────── plans ─────────────────────────────

function planLine(plan: PlanId, interval: BillingInterval, amount: number): InvoiceLine {
  return { description: `${PLAN_NAMES[plan]} plan (${interval})`, quantity: 1, unitAmount: amount, amount };
}

/** Subscribe, upgrade or downgrade (see the plan-change rule at the top of this file). */
export async function changePlan(db: Db, payments: PaymentsProvider, userId: string, input: { plan: PlanId; interval: BillingInterval } & PayWith, now = new Date()) {
  await rollUsagePeriods(db, userId, now);
  const sub = await ensureSubscription(db, userId, now);
  const settings = await getSettings(db);
  const current = { plan: sub.plan as PlanId, interval: sub.interval as BillingInterval };
  const target = { plan: input.plan, interval: input.plan === "free" ? ("monthly" as const) : input.interval };
  const samePlan = current.plan === target.plan && (current.plan === "free" || current.interval === target.interval);
  if (samePlan) {
    if (sub.cancelAtPeriodEnd || sub.pendingPlan) return resumeSubscription(db, userId);
    throw new TRPCError({ code: "CONFLICT", message: `You are already on the ${PLAN_NAMES[target.plan]} plan.` });
  }
  const isUpgrade =
    PLAN_RANK[target.plan] > PLAN_RANK[current.plan] || (target.plan === current.plan && current.interval === "monthly" && target.interval === "yearly");
  const newPrice = target.plan === "free" ? 0 : planPrice(settings, target.plan, target.interval);

  // Unused value of the current paid period.
  let credit = 0;
  if (current.plan !== "free" && sub.paidThrough && sub.paidThrough.getTime() > now.getTime() && sub.status === "active") {
    const from = addMonths(sub.paidThrough, -intervalMonths(current.interval));
    const total = sub.paidThrough.getTime() - from.getTime();
    const left = sub.paidThrough.getTime() - now.getTime();
    credit = Math.round((planPrice(settings, current.plan, current.interval) * Math.min(total, left)) / total);
  }
  const amount = newPrice - credit;

  if (!isUpgrade || amount <= 0) {
    if (current.plan === "free" || !sub.paidThrough) throw new TRPCError({ code: "BAD_REQUEST", message: "You are on the Free plan." });
    // Takes effect when the paid period ends.
    await db.subscription.update({
      where: { id: sub.id },
      data: target.plan === "free" ? { cancelAtPeriodEnd: true, pendingPlan: null } : { cancelAtPeriodEnd: false, pendingPlan: `${target.plan}:${target.interval}` },
    });
    return { success: true as const, effective: "period_end" as const, effectiveAt: sub.paidThrough, paymentId: null, invoiceId: null, invoiceNumber: null, amount: 0 };
  }

  const method = await resolvePaymentMethod(db, payments, userId, input, now);
  const lines = [planLine(target.plan, target.interval, newPrice)];
  if (credit > 0) lines.push({ description: `Unused time on ${PLAN_NAMES[current.plan]} plan (${current.interval})`, quantity: 1, unitAmount: -credit, amount: -credit });
  const outcome = await recordCharge(db, payments, {
    userId,
    kind: "subscription",
    amount,
    description: `${PLAN_NAMES[target.plan]} plan (${target.interval})`,
    keyPrefix: `plan:${userId}:${current.plan}-${current.interval}:${target.plan}-${target.interval}:${sub.paidThrough?.toISOString() ?? "none"}`,
    method,
    lines,
    now,
    apply: (tx) => startNewPlanPeriod(tx, userId, target.plan, target.interval, now, settings),
  });
  return { ...paidReceipt(outcome), effective: "now" as const, effectiveAt: now };
}

/** One click: the plan ends with the paid period (no further charge). */
export async function cancelSubscription(db: Db, userId: string) {
  const sub = await db.subscription.findUnique({ where: { userId } });
  if (!sub || sub.plan === "free") throw new TRPCError({ code: "BAD_REQUEST", message: "You are on the Free plan: there is nothing to cancel." });
  if (sub.cancelAtPeriodEnd) throw new TRPCError({ code: "CONFLICT", message: "Your plan is already cancelled." });
  await db.subscription.update({ where: { id: sub.id }, data: { cancelAtPeriodEnd: true, pendingPlan: null } });
  return { success: true as const, effectiveAt: sub.paidThrough };
}

/** Undoes a scheduled cancellation or downgrade. */
export async function resumeSubscription(db: Db, userId: string) {
  const sub = await db.subscription.findUnique({ where: { userId } });
  if (!sub || (!sub.cancelAtPeriodEnd && !sub.pendingPlan)) throw new TRPCError({ code: "CONFLICT", message: "There is no scheduled change to undo." });
  await db.subscription.update({ where: { id: sub.id }, data: { cancelAtPeriodEnd: false, pendingPlan: null } });
  return { success: true as const, effective: "now" as const, effectiveAt: null, paymentId: null, invoiceId: null, invoiceNumber: null, amount: 0 };
}

async function defaultMethod(db: Db, userId: string) {
  return db.paymentMethod.findFirst({ where: { userId, removedAt: null }, orderBy: [{ isDefault: "desc" }, { createdAt: "desc" }] });
}

/** After a new or default card: retry a past-due renewal with it (Update Payment flow); false when it fails again. */
export async function retryPastDue(db: Db, payments: PaymentsProvider, userId: string, now = new Date()) {
  const sub = await db.subscription.findUnique({ where: { userId } });
  if (!sub || sub.status !== "past_due") return null;
  return tryCharge(db, payments, { ...(await renewRequest(db, sub, now)), method: await defaultMethod(db, userId) });
}

/** The user pays a past-due renewal now (Update Payment flow). */
export async function retryRenewal(db: Db, payments: PaymentsProvider, userId: string, payWith: PayWith, now = new Date()) {
  const sub = await db.subscription.findUnique({ where: { userId } });
  if (!sub || sub.status !== "past_due") throw new TRPCError({ code: "CONFLICT", message: "Nothing is overdue." });
  const method = await resolvePaymentMethod(db, payments, userId, payWith, now);
  return paidReceipt(await recordCharge(db, payments, { ...(await renewRequest(db, sub, now)), method }));
}

/** Applies scheduled cancellations/downgrades whose paid period ended. */
async function applyScheduledChanges(db: Db, now: Date, userId?: string) {
  const due = await db.subscription.findMany({
    where: { ...(userId ? { userId } : {}), plan: { not: "free" }, paidThrough: { lte: now }, OR: [{ cancelAtPeriodEnd: true }, { pendingPlan: { not: null } }] },
  });
  for (const sub of due) {
    const target = sub.cancelAtPeriodEnd ? { plan: "free" as PlanId, interval: "monthly" as BillingInterval } : parsePending(sub.pendingPlan!);
    await db.subscription.updateMany({
      where: { id: sub.id, paidThrough: sub.paidThrough, plan: sub.plan },
      data: {
        plan: target.plan,
        interval: target.interval,
        cancelAtPeriodEnd: false,
        pendingPlan: null,
        status: "active",
        // a downgrade to a paid plan is renewed right away at the new price (paid through stays as the due date)
        paidThrough: target.plan === "free" ? null : sub.paidThrough,
      },
    });
  }
}

async function renewDue(db: Db, payments: PaymentsProvider, now: Date, userId?: string) {
  const due = await db.subscription.findMany({ where: { ...(userId ? { userId } : {}), plan: { not: "free" }, status: "active", paidThrough: { lte: now } } });
  for (const sub of due) {
    const ok = await tryCharge(db, payments, {
      ...(await renewRequest(db, sub, now)),
      method: await defaultMethod(db, sub.userId),
    });
    if (!ok) await db.subscription.updateMany({ where: { id: sub.id, status: "active", paidThrough: sub.paidThrough }, data: { status: "past_due" } });
  }
}

async function renewRequest(db: Db, sub: Subscription, now: Date): Promise<Omit<ChargeRequest, "method">> {
  const settings = await getSettings(db);
  const plan = sub.plan as PlanId;
  const interval = sub.interval as BillingInterval;
  const amount = planPrice(settings, plan, interval);
  const from = sub.paidThrough ?? now;
  const next = addMonths(from, intervalMonths(interval));
  return {
    userId: sub.userId,
    kind: "subscription",
    amount,
    description: `${PLAN_NAMES[plan]} plan (${interval}) renewal`,
    keyPrefix: `renew:${sub.userId}:${from.toISOString()}`,
    lines: [planLine(plan, interval, amount)],
    owed: true,
    now,
    apply: async (tx) => {
      await tx.subscription.updateMany({ where: { id: sub.id, paidThrough: sub.paidThrough }, data: { paidThrough: next, status: "active" } });
    },
  };
}

/** Accounts whose grace period ended unpaid become suspended. */
export async function suspendExpiredGrace(db: Db, now: Date) {
  const r = await db.user.updateMany({
    where: { suspended: false, suspensionReason: "payment_failed", gracePeriodEnd: { lte: now } },
    data: { suspended: true },
  });
  return r.count;
}

/**
 * The billing job (hourly inside the server; `npm run billing:close-periods`): closes ended usage
 * periods (one pending overage charge per user-period), applies cancellations and downgrades, renews
 * paid plans with the default card (failure → grace period), suspends accounts whose grace ended.
 */
export async function closeBillingPeriods(db: Db, payments: PaymentsProvider, now = new Date(), userId?: string) {
  const ended = await db.subscription.findMany({
    where: { ...(userId ? { userId } : {}), currentPeriodEnd: { lte: now } },
    select: { userId: true },
  });
  for (const s of ended) await rollUsagePeriods(db, s.userId, now);
  await applyScheduledChanges(db, now, userId);
  await renewDue(db, payments, now, userId);
  const suspended = await suspendExpiredGrace(db, now);
  return { periodsClosed: ended.length, suspended };
}

// ───────────────────────────── credits ─────────────────────────────

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

// ───────────────────────────── overage ─────────────────────────────

/** Pays a pending overage charge with the default card (Usage Limit Exceeded → Pay). */
export async function payOverageCharge(db: Db, payments: PaymentsProvider, userId: string, chargeId: string, now = new Date()) {
  const charge = await db.overageCharge.findFirst({ where: { id: chargeId, userId } });
  if (!charge) throw notFound("Charge");
  if (charge.status !== "pending") throw new TRPCError({ code: "CONFLICT", message: "This charge has already been answered." });
  const method = await resolvePaymentMethod(db, payments, userId, {}, now).catch(async (e) => {
    if (e instanceof TRPCError && e.code === "PAYMENT_REQUIRED") {
      // Owed money with no card to charge: the grace period starts all the same.
      await db.$transaction((tx) => startGracePeriod(tx as Tx, userId, now), TX_OPTIONS);
    }
    throw e;
  });
  const period = `${charge.billingPeriodStart.toISOString().slice(0, 10)} – ${charge.billingPeriodEnd.toISOString().slice(0, 10)}`;
  const outcome = await recordCharge(db, payments, {
    userId,
    kind: "overage",
    amount: charge.totalAmount,
    description: `Additional usage ${period}`,
    keyPrefix: `overage:${charge.id}`,
    method,
    owed: true,
    lines: [{ description: `Additional requests beyond ${charge.allowedLimit} included (${period})`, quantity: charge.overageCount, unitAmount: charge.pricePerOverage, amount: charge.totalAmount }],
    now,
    apply: async (tx, payment) => {
      const r = await tx.overageCharge.updateMany({ where: { id: charge.id, status: "pending" }, data: { status: "paid", paymentId: payment.id, answeredAt: now } });
      if (r.count === 0) throw new TRPCError({ code: "CONFLICT", message: "This charge has already been answered." });
    },
  });
  return paidReceipt(outcome);
}

/** Declines a pending overage charge: further overage is blocked until the next billing period. */
export async function declineOverageCharge(db: Db, userId: string, chargeId: string, now = new Date()) {
  const charge = await db.overageCharge.findFirst({ where: { id: chargeId, userId } });
  if (!charge) throw notFound("Charge");
  await db.$transaction(async (tx) => {
    const r = await tx.overageCharge.updateMany({ where: { id: charge.id, status: "pending" }, data: { status: "declined", answeredAt: now } });
    if (r.count === 0) throw new TRPCError({ code: "CONFLICT", message: "This charge has already been answered." });
    await tx.subscription.updateMany({ where: { userId }, data: { overageBlocked: true } });
    await liftIfSettled(tx as Tx, userId);
  }, TX_OPTIONS);
  return { success: true as const, declined: true as const };
}

// ───────────────────────────── mentorships ─────────────────────────────

export async function payMentorship(db: Db, payments: PaymentsProvider, userId: string, input: { mentorshipId: string } & PayWith, now = new Date()) {
  const m = await db.mentorship.findFirst({
    where: { id: input.mentorshipId, menteeId: userId },
    include: { mentor: { select: { id: true, name: true } } },
  });
  if (!m) throw notFound("Mentorship");
  if (m.status !== "pending_payment") throw new TRPCError({ code: "CONFLICT", message: "This mentorship is not waiting for payment." });
  if (m.paymentFrequency === "free" || !m.paymentAmount || m.paymentAmount <= 0) throw new TRPCError({ code: "BAD_REQUEST", message: "A free mentorship needs no payment." });
  const method = await resolvePaymentMethod(db, payments, userId, input, now);
  const settings = await getSettings(db);
  const amount = m.paymentAmount;
  const periodEnd = addMonths(now, m.paymentFrequency === "yearly" ? 12 : 1);
  const platformFee = Math.round((amount * settings.platformCommissionPercent) / 100);
  const description = `Mentorship with ${m.mentor.name} (${m.paymentFrequency})`;
  const outcome = await recordCharge(db, payments, {
    userId,
    kind: "mentorship",
    amount,
    description,
    keyPrefix: `mentorship:${m.id}:${m.currentPeriodEnd?.toISOString() ?? "first"}`,
    method,
    mentorshipId: m.id,
    lines: [{ description, quantity: 1, unitAmount: amount, amount }],
    now,
    apply: async (tx, payment) => {
      await activatePaidMentorship(tx, m.id, periodEnd);
      await tx.mentorEarning.create({ data: { mentorId: m.mentorId, paymentId: payment.id, gross: amount, platformFee, net: amount - platformFee } });
      await rewardReferralForMentorPayment(tx, { id: payment.id, userId, platformFee });
    },
  });
  return paidReceipt(outcome);
}

export async function mentorEarnings(db: Db, userId: string) {
  const profile = await db.mentorProfile.findUnique({ where: { userId }, select: { id: true } });
  if (!profile) return { earnings: [], totals: { gross: 0, platformFee: 0, net: 0 } };
  const rows = await db.mentorEarning.findMany({
    where: { mentorId: profile.id },
    orderBy: { createdAt: "desc" },
    take: 200,
    select: {
      id: true,
      gross: true,
      platformFee: true,
      net: true,
      reversedAt: true,
      createdAt: true,
      payment: { select: { description: true, mentorship: { select: { paymentFrequency: true, mentee: { select: { firstName: true, lastName: true } } } } } },
    },
  });
  const live = rows.filter((r) => !r.reversedAt);
  return {
    earnings: rows.map((r) => ({
      id: r.id,
      gross: r.gross,
      platformFee: r.platformFee,
      net: r.net,
      reversed: Boolean(r.reversedAt),
      createdAt: r.createdAt,
      description: r.payment.description,
      menteeName: r.payment.mentorship ? `${r.payment.mentorship.mentee.firstName} ${r.payment.mentorship.mentee.lastName.slice(0, 1)}.` : null,
    })),
    totals: {
      gross: live.reduce((s, r) => s + r.gross, 0),
      platformFee: live.reduce((s, r) => s + r.platformFee, 0),
      net: live.reduce((s, r) => s + r.net, 0),
    },
  };
}

// ───────────────────────────── history ─────────────────────────────

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

export async function listInvoices(db: Db, userId: string) {
  const rows = await db.invoice.findMany({
    where: { userId },
    orderBy: { issuedAt: "desc" },
    take: 200,
    select: { id: true, number: true, status: true, lines: true, subtotal: true, total: true, issuedAt: true, payment: { select: { description: true, kind: true } } },
  });
  return rows.map((r) => ({ ...r, lines: r.lines as unknown as InvoiceLine[] }));
}

export async function invoiceForOwner(db: Db, userId: string, invoiceId: string) {
  const inv = await db.invoice.findFirst({
    where: { id: invoiceId, userId },
    include: { user: { select: { firstName: true, lastName: true, email: true } }, payment: { select: { description: true, paymentMethod: { select: { brand: true, last4: true } } } } },
  });
  if (!inv) throw notFound("Invoice");
  return { ...inv, lines: inv.lines as unknown as InvoiceLine[] };
}

export const formatMoney = formatCents;
