// Growth benchmark: the catalogue is grown IN SQL (generate_series, one statement per table, so
// 100,000 users take seconds, not minutes) to 100 and then 10,000 mentors with 100,000 users and a
// year of payments, and at each size the bench prints p50 of mentor search and filters, the advice
// call, and the admin lists (first and a deep page, search). Nothing is asserted.
import type { Db } from "../server/db/client.js";
import { SEED_MENTORS } from "../server/seed/mentors.js";
import { DEMO_ACCOUNTS } from "../server/seed/seed.js";
import { encodeCursor } from "../server/modules/admin/keyset.js";

const sqlList = (xs: readonly string[]) => `ARRAY[${xs.map((x) => `'${x.replace(/'/g, "''")}'`).join(",")}]`;
const SPECIALTIES = [...new Set(SEED_MENTORS.map((m) => m.specialty))];
const COUNTRIES = [...new Set(SEED_MENTORS.map((m) => m.country))];
const FIRST = ["Alex", "Sam", "Jordan", "Taylor", "Morgan", "Casey", "Riley", "Avery", "Jamie", "Quinn", "Robin", "Drew", "Emery", "Harper", "Kai", "Logan", "Parker", "Reese", "Rowan", "Skyler"];
const LAST = ["Smith", "Garcia", "Kim", "Okafor", "Novak", "Rossi", "Haddad", "Silva", "Chen", "Dubois", "Kowalski", "Moreau", "Nakamura", "Patel", "Schmidt", "Jensen", "Larsen", "Ivanova", "Costa", "Murphy"];
const TOPICS = ["accountability", "feedback", "delegation", "hiring", "strategy", "burnout", "conflict", "remote teams", "stakeholders", "one-on-ones", "roadmaps", "culture"];

/** Grows the bench catalogue to `mentors` mentors and `users` users (mentors included) with `payments` payments over the last year. */
export async function grow(db: Db, target: { mentors: number; users: number; payments: number }, have: { mentors: number; users: number; payments: number }) {
  const t0 = performance.now();
  if (target.users > have.users) {
    await db.$executeRawUnsafe(`
      INSERT INTO "User" (id, email, "passwordHash", "firstName", "lastName", "isMentor", "createdAt", "updatedAt")
      SELECT 'bench-u-' || g, 'bench-user-' || g || '@example.test', 'bench-no-login',
             (${sqlList(FIRST)})[1 + g % ${FIRST.length}], (${sqlList(LAST)})[1 + (g / ${FIRST.length}) % ${LAST.length}],
             g <= ${target.mentors}, now() - ((g::bigint * 7919) % 525600) * interval '1 minute', now()
        FROM generate_series(${have.users + 1}, ${target.users}) AS g`);
  }
  if (target.mentors > have.mentors) {
    await db.$executeRawUnsafe(`UPDATE "User" SET "isMentor" = true WHERE id IN (SELECT 'bench-u-' || g FROM generate_series(${have.mentors + 1}, ${target.mentors}) g)`);
    await db.$executeRawUnsafe(`
      INSERT INTO "MentorProfile" (id, "userId", name, specialty, bio, country, experience, "isFreeTier", "isPaidTier", "monthlyRate", "yearlyRate", "isActive", rating, "ratingCount", "createdAt", "updatedAt")
      SELECT 'bench-m-' || g, 'bench-u-' || g,
             (${sqlList(FIRST)})[1 + g % ${FIRST.length}] || ' ' || (${sqlList(LAST)})[1 + (g / ${FIRST.length}) % ${LAST.length}] || ' ' || g,
             (${sqlList(SPECIALTIES)})[1 + g % ${SPECIALTIES.length}],
             'Coaches leaders on ' || (${sqlList(TOPICS)})[1 + g % ${TOPICS.length}] || ' and ' || (${sqlList(TOPICS)})[1 + (g / 7) % ${TOPICS.length}] || ', with practical habits for busy managers.',
             (${sqlList(COUNTRIES)})[1 + g % ${COUNTRIES.length}], 3 + g % 25,
             g % 3 <> 0, g % 2 = 0, CASE WHEN g % 2 = 0 THEN 5000 + (g % 40) * 500 ELSE 0 END, CASE WHEN g % 2 = 0 THEN 50000 + (g % 40) * 5000 ELSE 0 END,
             g % 10 <> 0, 3 + (g % 21) / 10.0, g % 50, now(), now()
        FROM generate_series(${have.mentors + 1}, ${target.mentors}) AS g`);
  }
  if (target.payments > have.payments) {
    await db.$executeRawUnsafe(`
      INSERT INTO "Payment" (id, "userId", "idempotencyKey", kind, description, amount, status, "createdAt")
      SELECT 'bench-p-' || g, 'bench-u-' || (1 + g % ${target.users}), 'bench-p-' || g,
             (ARRAY['subscription','credits','overage','mentorship'])[1 + g % 4]::"PaymentKind", 'Bench payment', 500 + (g % 60) * 100,
             CASE WHEN g % 17 = 0 THEN 'failed' WHEN g % 41 = 0 THEN 'refunded' ELSE 'succeeded' END::"PaymentStatus",
             now() - ((g::bigint * 104729) % 525600) * interval '1 minute'
        FROM generate_series(${have.payments + 1}, ${target.payments}) AS g`);
  }
  // What autovacuum does shortly after a bulk load in production (PostgreSQL 13+ vacuums after many
  // inserts): statistics, the visibility map, and the trigram indexes' pending lists merged (a GIN
  // index fills its pending list on insert, and the planner rightly avoids an index with a long one).
  await db.$executeRawUnsafe(`VACUUM ANALYZE`);
  return (performance.now() - t0) / 1000;
}

async function p50(times: number, once: () => Promise<Response>) {
  const ts: number[] = [];
  let failed = 0;
  for (let i = 0; i < times; i += 1) {
    const t0 = performance.now();
    const res = await once();
    await res.arrayBuffer();
    if (!res.ok) failed += 1;
    ts.push(performance.now() - t0);
  }
  ts.sort((a, b) => a - b);
  return `${ts[Math.floor(ts.length / 2)]!.toFixed(1)} ms${failed ? ` (${failed} failed)` : ""}`;
}

/** The (createdAt, id) of the row `offset` rows from the newest: where a cursor deep in the list points. */
async function deepKey(db: Db, table: "User" | "Payment" | "MentorProfile", offset: number) {
  const rows = await db.$queryRawUnsafe<Array<{ createdAt: Date; id: string }>>(`SELECT "createdAt", id FROM "${table}" ORDER BY "createdAt" DESC, id DESC OFFSET ${offset} LIMIT 1`);
  return rows[0] ?? null;
}

const trpcGet = (address: string, name: string, input: unknown, cookie: string) =>
  fetch(`${address}/trpc/${name}?input=${encodeURIComponent(JSON.stringify({ json: input }))}`, { headers: { cookie } });

async function signIn(address: string, email: string, password: string) {
  const res = await fetch(`${address}/api/auth/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email, password }) });
  return (res.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
}

export async function catalogueBench({ address, db, askers }: { address: string; db: Db; askers: string[] }) {
  const admin = await signIn(address, DEMO_ACCOUNTS.mainAdmin.email, DEMO_ACCOUNTS.mainAdmin.password);
  const N = Number(process.env.BENCH_CATALOGUE_REPEAT ?? 15);
  let have = { mentors: 0, users: 0, payments: 0 };
  let asked = 0;
  for (const target of [{ mentors: 100, users: 1_000, payments: 1_500 }, { mentors: 10_000, users: 100_000, payments: 150_000 }]) {
    const seconds = await grow(db, target, have);
    have = target;
    const label = `${target.mentors.toLocaleString("en")} mentors`;
    console.log(`\ncatalogue grown to ${label}, ${target.users.toLocaleString("en")} users, ${target.payments.toLocaleString("en")} payments over a year in ${seconds.toFixed(1)} s (SQL generate_series)`);
    const row = async (name: string, once: () => Promise<Response>) => console.log(`  ${name.padEnd(58)} p50 ${await p50(N, once)}   [${label}]`);
    await row("GET /api/mentors?q=conflict (search)", () => fetch(`${address}/api/mentors?q=conflict`));
    await row("GET /api/mentors?q=okafor (name search)", () => fetch(`${address}/api/mentors?q=okafor`));
    await row("GET /api/mentors?specialty=Team Performance", () => fetch(`${address}/api/mentors?specialty=Team%20Performance`));
    await row("GET /api/mentors?isPaid=true&minRate=60&maxRate=150", () => fetch(`${address}/api/mentors?isPaid=true&minRate=60&maxRate=150`));
    await row("GET /api/mentors?page=40 (deep page)", () => fetch(`${address}/api/mentors?page=40`));
    await row("POST /api/test-leadership-advice (text)", () => {
      asked += 1;
      return fetch(`${address}/api/test-leadership-advice`, {
        method: "POST",
        headers: { cookie: askers[asked % askers.length]!, "content-type": "application/json" },
        body: JSON.stringify({ question: "My team keeps missing deadlines and I am a new manager. How do I raise accountability?", responseFormat: "text" }),
      });
    });
    await row("admin.users page 1", () => trpcGet(address, "admin.users", { page: 1, pageSize: 20 }, admin));
    await row("admin.users page 2000 (deep, by offset)", () => trpcGet(address, "admin.users", { page: 2000, pageSize: 20 }, admin));
    // The admin UI pages by cursor: the cursor the UI would hold after 1,999 × Next.
    const deepUser = await deepKey(db, "User", 1999 * 20);
    if (deepUser) {
      const cursor = encodeCursor("admin.users", { search: "", filter: "all" }, deepUser);
      await row("admin.users page 2000 (deep, by cursor)", () => trpcGet(address, "admin.users", { cursor, pageSize: 20 }, admin));
    }
    await row("admin.users search 'novak'", () => trpcGet(address, "admin.users", { search: "novak", page: 1, pageSize: 20 }, admin));
    await row("admin.mentors page 1", () => trpcGet(address, "admin.mentors", { status: "all", page: 1, pageSize: 20 }, admin));
    // The last page the UI reaches by Next (page 5 of 100 mentors, page 500 of 10,000).
    const deepMentor = await deepKey(db, "MentorProfile", target.mentors - 21);
    if (deepMentor) {
      const cursor = encodeCursor("admin.mentors", { search: "", status: "all" }, deepMentor);
      await row("admin.mentors last page (deep, by cursor)", () => trpcGet(address, "admin.mentors", { cursor, pageSize: 20 }, admin));
    }
    await row("admin.mentors search 'okafor'", () => trpcGet(address, "admin.mentors", { search: "okafor", page: 1, pageSize: 20 }, admin));
    await row("admin.payments page 1", () => trpcGet(address, "admin.payments", { page: 1, pageSize: 20 }, admin));
    const deepPayment = await deepKey(db, "Payment", 1999 * 20);
    if (deepPayment) {
      const cursor = encodeCursor("admin.payments", { status: "all", kind: "all", from: "", to: "", user: "" }, deepPayment);
      await row("admin.payments page 2000 (deep, by cursor)", () => trpcGet(address, "admin.payments", { cursor, pageSize: 20 }, admin));
    }
    await row("admin.payments succeeded, one month", () => trpcGet(address, "admin.payments", { status: "succeeded", from: new Date(Date.now() - 30 * 86400_000).toISOString().slice(0, 10), page: 1, pageSize: 20 }, admin));
  }
}
