// The audit log read as sentences (issue 16): "Ana Ruiz suspended j.doe@example.com: chargeback".
// The server resolves names (actor, target) and this one function words every action, so the admin
// page and any export say the same thing.
import { formatCents } from "./money.js";

export interface AuditFacts {
  action: string;
  targetType: string;
  /** The actor's name, or null when the account is gone. */
  actorName: string | null;
  /** What the target is called now (a user's email, a mentor's name), when it still exists. */
  targetLabel: string | null;
  details: Record<string, unknown> | null;
}

const str = (v: unknown): string | null => (typeof v === "string" && v.trim() ? v.trim() : null);
const num = (v: unknown): number | null => (typeof v === "number" && Number.isFinite(v) ? v : null);

export function describeAudit(f: AuditFacts): string {
  const who = f.actorName ?? "A deleted account";
  const d = f.details ?? {};
  const user = f.targetLabel ?? str(d.email) ?? "a deleted user";
  const mentor = f.targetLabel ?? str(d.name) ?? "a mentor";
  switch (f.action) {
    case "user.suspend":
      return `${who} suspended ${user}${str(d.reason) ? `: ${str(d.reason)}` : ""}`;
    case "user.reinstate":
      return `${who} reinstated ${user}`;
    case "user.grant_mentor":
      return `${who} made ${user} a mentor`;
    case "user.revoke_mentor":
      return `${who} removed mentor rights from ${user}`;
    case "admin.grant":
      return `${who} made ${user} an admin`;
    case "admin.revoke":
      return `${who} revoked admin rights from ${user}`;
    case "mentor.create":
      return `${who} added the mentor ${mentor}`;
    case "mentor.update":
      return `${who} updated the mentor ${mentor}${Object.keys(d).length ? ` (${Object.keys(d).join(", ")})` : ""}`;
    case "mentor.approve":
      return `${who} approved the mentor ${mentor}`;
    case "mentor.block":
      return `${who} blocked the mentor ${mentor}`;
    case "payment.refund": {
      const amount = num(d.amount);
      return `${who} refunded ${amount !== null ? formatCents(amount) : "a payment"}${f.targetLabel ? ` to ${f.targetLabel}` : ""}`;
    }
    case "settings.update":
      return `${who} changed the platform settings`;
    case "apiKey.create":
      return `${who} created the API key ${str(d.name) ?? ""}`.trimEnd();
    case "apiKey.revoke":
      return `${who} revoked the API key ${str(d.name) ?? ""}`.trimEnd();
    case "billing.close_periods":
      return `${who} closed the billing periods${f.targetLabel ? ` of ${f.targetLabel}` : ""}`;
    case "booking.cancel":
      return `${who} cancelled a session${str(d.reason) ? `: ${str(d.reason)}` : ""}`;
    case "outbox.retry": {
      const n = num(d.retried) ?? 0;
      return `${who} retried ${n} email${n === 1 ? "" : "s"}`;
    }
    default:
      return `${who}: ${f.action.replace(/[._]/g, " ")}${f.targetLabel ? ` (${f.targetLabel})` : ""}`;
  }
}
