// The audit log: every admin action writes one row, in the same transaction as the change.
import type { Db, Prisma } from "../../db/client.js";

export interface AuditEntry {
  action: string;
  targetType: string;
  targetId?: string | null;
  /** What changed; never a secret (passwords, tokens). */
  details?: Prisma.InputJsonValue;
}

export async function audit(tx: Db, actorId: string, entry: AuditEntry) {
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
  return {
    items: items.map((e) => ({
      id: e.id,
      action: e.action,
      targetType: e.targetType,
      targetId: e.targetId,
      details: (e.details ?? null) as Record<string, unknown> | null,
      createdAt: e.createdAt,
      actor: e.actor ? { id: e.actor.id, email: e.actor.email, name: `${e.actor.firstName} ${e.actor.lastName}` } : null,
    })),
    total,
    page: input.page,
    pageSize: input.pageSize,
  };
}
