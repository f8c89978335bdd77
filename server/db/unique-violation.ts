// Prisma's unique-constraint violation (P2002), recognised in one place.

/** True when `error` is a unique violation (on a constraint naming `field`, when given). */
export function isUniqueViolation(error: unknown, field?: string): boolean {
  const e = error as { code?: string; meta?: unknown } | null;
  if (e?.code !== "P2002") return false;
  if (!field) return true;
  return JSON.stringify(e.meta ?? {}).includes(field);
}
