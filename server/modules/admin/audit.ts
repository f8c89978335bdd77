// The audit log: every admin action writes one row, in the same transaction as the change.
import type { Tx } from "../../db/transaction.js";
import type { Db, Prisma } from "../../db/client.js";
import { describeAudit } from "../../../shared/audit.js";

export interface AuditEntry {
  action: string;
  targetType: string;
  targetId?: string | null;
  /** What changed; never a secret (passwords, tokens). */
  details?: Prisma.InputJsonValue;
}

export async function audit(tx: Tx, actorId: string, entry: AuditEntry) {
  await tx.auditLog.create({
    data: { actorId, action: entry.action, targetType: entry.targetType, targetId: entry.targetId ?? null, ...(entry.details !== undefined ? { details: entry.details } : {}) },
  });
}

export async function listAuditLog(db: Db, input: { action?: string | undefined; page: number; pageSize: number }) {
  const where = input.action ? { action: { contains: input.action, mode: "insensitive" as const } } : {};
  const [items, total] = await Promise.all([
    db.auditLog.findMany({
      where,
      orderBy: { createdAt: "desc" },
      skip: (input.page - 1) * input.pageSize,
      take: input.pageSize,
      include: { actor: { select: { id: true, email: true, firstName: true, lastName: true } } },
    }),
    db.auditLog.count({ where }),
  ]);
  const labels = await targetLabels(db, items);
  return {
    items: items.map((e) => {
      const details = (e.details ?? null) as Record<string, unknown> | null;
      const actor = e.actor ? { id: e.actor.id, email: e.actor.email, name: `${e.actor.firstName} ${e.actor.lastName}` } : null;
      const targetLabel = e.targetId ? (labels.get(`${e.targetType}:${e.targetId}`) ?? null) : null;
      return {
        id: e.id,
        action: e.action,
        targetType: e.targetType,
        targetId: e.targetId,
        targetLabel,
        summary: describeAudit({ action: e.action, targetType: e.targetType, actorName: actor?.name ?? null, targetLabel, details }),
        details,
        createdAt: e.createdAt,
        actor,
      };
    }),
    total,
    page: input.page,
    pageSize: input.pageSize,
  };
}

/** What each target is called now: a user's email, a mentor's name, a payment's payer, an API key's name. */
async function targetLabels(db: Db, items: Array<{ targetType: string; targetId: string | null }>): Promise<Map<string, string>> {
  const ids = (type: string) => [...new Set(items.filter((e) => e.targetType === type && e.targetId).map((e) => e.targetId!))];
  const userIds = [...new Set([...ids("user"), ...ids("billing")])];
  const [users, mentors, payments, keys] = await Promise.all([
    userIds.length ? db.user.findMany({ where: { id: { in: userIds } }, select: { id: true, email: true } }) : [],
    ids("mentor").length ? db.mentorProfile.findMany({ where: { id: { in: ids("mentor") } }, select: { id: true, name: true } }) : [],
    ids("payment").length ? db.payment.findMany({ where: { id: { in: ids("payment") } }, select: { id: true, user: { select: { email: true } } } }) : [],
    ids("apiKey").length ? db.apiKey.findMany({ where: { id: { in: ids("apiKey") } }, select: { id: true, name: true } }) : [],
  ]);
  const out = new Map<string, string>();
  for (const u of users) {
    out.set(`user:${u.id}`, u.email);
    out.set(`billing:${u.id}`, u.email);
  }
  for (const m of mentors) out.set(`mentor:${m.id}`, m.name);
  for (const p of payments) out.set(`payment:${p.id}`, p.user.email);
  for (const k of keys) out.set(`apiKey:${k.id}`, k.name);
  return out;
}
