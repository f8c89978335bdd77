// The operator CLI: `npm run leadone -- <command>`. Every command is a procedure call through the SDK
// (so it gets the server's validation, permissions and audit rows); nothing touches the database.
// Reads LEADONE_URL and LEADONE_API_KEY (an admin's key for the admin commands). --json prints the
// raw results for scripts.
import { readFile } from "node:fs/promises";
import { parseArgs } from "node:util";
import { createLeadOneClient, describeError, type LeadOneClient, type LeadOneInputs } from "../sdk/index.js";
import { parseCsv } from "./csv.js";

const HELP = `Usage: npm run leadone -- <command> [options]

  whoami                                  the key's owner
  users list [--search s] [--filter all|admins|mentors|suspended|users] [--page n]
  users suspend <email> --reason "..."    suspend an account (its sessions and keys stop at once)
  users reinstate <email>                 lift a suspension
  billing close-periods [--user <email>]  close ended billing periods now
  mentors list [--search s] [--page n]    mentors, including inactive ones (newest first, 100 a page)
  mentors import <file.csv>               create mentors from a CSV (one admin.createMentor per row)
  outbox list [--status all|queued|sent|failed|logged]
  outbox retry [--id <id> ...]            queue failed emails again (all failed ones by default)

Options: --json (machine-readable output), --help
Environment: LEADONE_URL (e.g. http://127.0.0.1:3000), LEADONE_API_KEY (lo_…, from My Profile)`;

class UsageError extends Error {}

const { values: opts, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    json: { type: "boolean", default: false },
    help: { type: "boolean", short: "h", default: false },
    search: { type: "string" },
    filter: { type: "string" },
    page: { type: "string" },
    reason: { type: "string" },
    user: { type: "string" },
    status: { type: "string" },
    id: { type: "string", multiple: true },
  },
});

function print(result: unknown, lines: () => string[]) {
  console.log(opts.json ? JSON.stringify(result, null, 2) : lines().join("\n"));
}

async function userIdByEmail(lo: LeadOneClient, email: string): Promise<string> {
  const wanted = email.trim().toLowerCase();
  const found = await lo.admin.users.query({ search: wanted, filter: "all", page: 1, pageSize: 100 });
  const user = found.items.find((u) => u.email.toLowerCase() === wanted);
  if (!user) throw new UsageError(`No user with the email ${email}`);
  return user.id;
}

const bool = (v: string | undefined) => /^(true|yes|1)$/i.test((v ?? "").trim());

/** One CSV row as admin.createMentor's input; rates are whole cents, as the procedure takes them. */
function mentorFromRow(row: Record<string, string>): LeadOneInputs["admin"]["createMentor"] {
  return {
    firstName: row.firstName ?? "",
    lastName: row.lastName ?? "",
    email: row.email ?? "",
    specialty: row.specialty ?? "",
    bio: row.bio ?? "",
    country: row.country ?? "",
    experience: Number(row.experience ?? "0"),
    isFreeTier: bool(row.isFreeTier),
    isPaidTier: bool(row.isPaidTier),
    monthlyRate: Number(row.monthlyRate || "0"),
    yearlyRate: Number(row.yearlyRate || "0"),
    isActive: row.isActive === undefined || row.isActive === "" ? true : bool(row.isActive),
    imageUrl: row.imageUrl ? row.imageUrl : null,
  } as LeadOneInputs["admin"]["createMentor"];
}

async function run(lo: LeadOneClient, [area, action, arg]: string[]): Promise<number> {
  const command = [area, action].filter(Boolean).join(" ");
  switch (command) {
    case "whoami": {
      const me = await lo.auth.user.query();
      print(me, () => [`${me.firstName} ${me.lastName} <${me.email}>${me.isAdmin ? " (admin)" : ""}`]);
      return 0;
    }
    case "users list": {
      const filter = (opts.filter ?? "all") as LeadOneInputs["admin"]["users"]["filter"];
      const res = await lo.admin.users.query({ search: opts.search, filter, page: Number(opts.page ?? 1), pageSize: 100 });
      print(res, () => [
        ...res.items.map((u) => `${u.email}\t${u.firstName} ${u.lastName}\t${[u.isAdmin && "admin", u.isMentor && "mentor", u.suspended && `suspended (${u.suspensionReason})`].filter(Boolean).join(", ") || "user"}`),
        // The server counts up to a cap (admin keyset.ts); past it, the honest total is "more than".
        `${res.items.length} of ${res.totalCapped ? `more than ${res.total}` : res.total} users (page ${res.page})`,
      ]);
      return 0;
    }
    case "users suspend": {
      if (!arg) throw new UsageError("users suspend needs an email");
      if (!opts.reason) throw new UsageError('users suspend needs --reason "..."');
      const res = await lo.admin.suspendUser.mutate({ userId: await userIdByEmail(lo, arg), reason: opts.reason });
      print(res, () => [`Suspended ${arg}.`]);
      return 0;
    }
    case "users reinstate": {
      if (!arg) throw new UsageError("users reinstate needs an email");
      const res = await lo.admin.reinstateUser.mutate({ userId: await userIdByEmail(lo, arg) });
      print(res, () => [`Reinstated ${arg}.`]);
      return 0;
    }
    case "billing close-periods": {
      const res = await lo.billing.closePeriodsNow.mutate(opts.user ? { userId: await userIdByEmail(lo, opts.user) } : {});
      print(res, () => Object.entries(res).map(([k, v]) => `${k}: ${String(v)}`));
      return 0;
    }
    case "mentors list": {
      const res = await lo.admin.mentors.query({ search: opts.search, status: "all", page: Number(opts.page ?? 1), pageSize: 100 });
      print(res, () => [...res.items.map((m) => `${m.email}\t${m.name}\t${m.specialty}\t${m.isActive ? "active" : "inactive"}`), `${res.items.length} of ${res.totalCapped ? `more than ${res.total}` : res.total} mentors (page ${res.page})`]);
      return 0;
    }
    case "mentors import": {
      if (!arg) throw new UsageError("mentors import needs a CSV file");
      const rows = parseCsv(await readFile(arg, "utf8"));
      const results: { line: number; email: string; ok: boolean; mentorId?: string; temporaryPassword?: string; error?: string }[] = [];
      for (const [i, row] of rows.entries()) {
        try {
          const created = await lo.admin.createMentor.mutate(mentorFromRow(row));
          // The temporary password is what the admin page shows too: the operator passes it on.
          results.push({ line: i + 2, email: row.email ?? "", ok: true, mentorId: created.mentorId, temporaryPassword: created.temporaryPassword });
        } catch (error) {
          results.push({ line: i + 2, email: row.email ?? "", ok: false, error: describeError(error).message });
        }
      }
      const failed = results.filter((r) => !r.ok).length;
      print({ imported: results.length - failed, failed, results }, () => [
        ...results.map((r) => (r.ok ? `line ${r.line}: created ${r.email} (temporary password: ${r.temporaryPassword})` : `line ${r.line}: ${r.email || "(no email)"} — ${r.error}`)),
        `${results.length - failed} imported, ${failed} failed`,
      ]);
      return failed ? 1 : 0;
    }
    case "outbox list": {
      const status = (opts.status ?? "all") as LeadOneInputs["admin"]["outbox"]["status"];
      const res = await lo.admin.outbox.query({ status, page: Number(opts.page ?? 1), pageSize: 100 });
      print(res, () => [...res.items.map((m) => `${m.id}\t${m.status}\t${m.to}\t${m.subject}${m.error ? `\t${m.error}` : ""}`), `${res.items.length} of ${res.total} messages`]);
      return 0;
    }
    case "outbox retry": {
      const res = await lo.admin.retryOutbox.mutate(opts.id?.length ? { ids: opts.id } : {});
      print(res, () => [`${res.retried} failed messages queued again.`]);
      return 0;
    }
    default:
      throw new UsageError(command ? `Unknown command: ${command}` : "No command given");
  }
}

async function main(): Promise<number> {
  if (opts.help || positionals.length === 0) {
    console.log(HELP);
    return opts.help ? 0 : 2;
  }
  const baseUrl = process.env.LEADONE_URL;
  const apiKey = process.env.LEADONE_API_KEY;
  if (!baseUrl || !apiKey) {
    console.error("Set LEADONE_URL (the server, e.g. http://127.0.0.1:3000) and LEADONE_API_KEY (a key from My Profile).");
    return 2;
  }
  try {
    return await run(createLeadOneClient({ baseUrl, apiKey }), positionals);
  } catch (error) {
    if (error instanceof UsageError) {
      console.error(`${error.message}\n\n${HELP}`);
      return 2;
    }
    const { code, message } = describeError(error);
    if (opts.json) console.log(JSON.stringify({ error: { code, message } }));
    else console.error(`${code}: ${message}`);
    return 1;
  }
}

process.exitCode = await main();
