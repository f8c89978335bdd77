// First-start seed: the admins, a few mentor accounts and the mentor catalogue. Runs once per
// database (a marker row in Setting). Demo mode (embedded database by default) uses the documented
// demo passwords; otherwise the admin comes from ADMIN_EMAIL/ADMIN_PASSWORD or gets a one-time
// password printed once, and no account has a known password.
import { randomBytes } from "node:crypto";
import type { Config } from "../config.js";
import type { Db } from "../db/client.js";
import { hashPassword } from "../modules/auth/service.js";
import { recomputeRating } from "../modules/mentors/service.js";
import { addMonths } from "../../shared/billing.js";
import { DEFAULT_SETTINGS } from "../../shared/settings.js";
import { SEED_MENTORS, SEED_REVIEWERS, avatarSvg, seedReviewsFor, yearlyRateFor } from "./mentors.js";
import { seedDemoAvailability } from "./availability.js";
import { DEMO_MENTOR_LOGINS } from "./seed-constants.js";
import { SAMPLE_VIDEOS, addSampleVideos } from "../modules/mentor-area/media.js";
import { MAX_VIDEO_TAGS } from "../modules/mentor-area/service.js";
import { PRACTICES } from "../providers/advice/practices.js";
import { storageFor } from "../providers/storage/index.js";
import type { Tx } from "../db/transaction.js";
import { invoiceParties, nextInvoiceNumber } from "../modules/billing/invoices.js";

const DAY_MS = 86_400_000;

export const DEMO_ACCOUNTS = {
  mainAdmin: { email: "owner@leadone.app", password: "LeadOne-owner-2026", firstName: "Olivia", lastName: "Owner" },
  admin: { email: "admin@leadone.app", password: "LeadOne-admin-2026", firstName: "Adam", lastName: "Admin" },
  user: { email: "demo@leadone.app", password: "LeadOne-demo-2026", firstName: "Jordan", lastName: "Rivera" },
  mentorPassword: "LeadOne-mentor-2026",
} as const;

export { DEMO_MENTOR_LOGINS } from "./seed-constants.js";

const SEED_MARKER = "seed.v1";
const randomPassword = () => randomBytes(18).toString("base64url");

export async function seed(db: Db, config: Config, log: (line: string) => void = (l) => console.log(l)): Promise<boolean> {
  if (await db.setting.findUnique({ where: { key: SEED_MARKER } })) {
    // Seeded before sessions existed: give the seeded mentors their demo availability once.
    await seedDemoAvailability(db);
    await seedSampleVideos(db, config);
    await tagSeededSampleVideos(db);
    return false;
  }
  const demo = config.demoMode;

  const adminEmail = demo ? DEMO_ACCOUNTS.mainAdmin.email : (config.ADMIN_EMAIL ?? "admin@leadone.local").toLowerCase();
  let adminPassword: string = demo ? DEMO_ACCOUNTS.mainAdmin.password : (config.ADMIN_PASSWORD ?? "");
  const printPassword = !demo && !config.ADMIN_PASSWORD;
  if (printPassword) adminPassword = randomPassword();

  const mentorHashes = await Promise.all(
    SEED_MENTORS.map((_, i) => hashPassword(demo && i < DEMO_MENTOR_LOGINS ? DEMO_ACCOUNTS.mentorPassword : randomPassword())),
  );
  const reviewerHash = await hashPassword(randomPassword()); // nobody signs in as a reviewer
  const [mainHash, adminHash, userHash] = await Promise.all([
    hashPassword(adminPassword),
    hashPassword(demo ? DEMO_ACCOUNTS.admin.password : randomPassword()),
    hashPassword(demo ? DEMO_ACCOUNTS.user.password : randomPassword()),
  ]);

  await db.$transaction(async (tx) => {
    // Another instance may have seeded between our check and now: the marker insert decides.
    await tx.setting.create({ data: { key: SEED_MARKER, value: { at: new Date().toISOString() } } });
    await tx.user.upsert({
      where: { email: adminEmail },
      create: { email: adminEmail, passwordHash: mainHash, firstName: DEMO_ACCOUNTS.mainAdmin.firstName, lastName: DEMO_ACCOUNTS.mainAdmin.lastName, isAdmin: true, isMainAdmin: true },
      update: { isAdmin: true, isMainAdmin: true },
    });
    if (demo) {
      await tx.user.create({ data: { email: DEMO_ACCOUNTS.admin.email, passwordHash: adminHash, firstName: DEMO_ACCOUNTS.admin.firstName, lastName: DEMO_ACCOUNTS.admin.lastName, isAdmin: true } });
      await tx.user.create({ data: { email: DEMO_ACCOUNTS.user.email, passwordHash: userHash, firstName: DEMO_ACCOUNTS.user.firstName, lastName: DEMO_ACCOUNTS.user.lastName } });
    }
    const reviewers = [];
    for (const r of SEED_REVIEWERS) {
      const email = `${r.firstName}.${r.lastName}`.toLowerCase() + "@members.leadone.app";
      reviewers.push(await tx.user.create({ data: { email, passwordHash: reviewerHash, firstName: r.firstName, lastName: r.lastName }, select: { id: true } }));
    }
    for (const [i, m] of SEED_MENTORS.entries()) {
      const email = `${m.firstName}.${m.lastName}`.normalize("NFD").replace(/[^\w.]/g, "").toLowerCase() + "@mentors.leadone.app";
      const user = await tx.user.create({
        data: {
          email,
          passwordHash: mentorHashes[i]!,
          firstName: m.firstName,
          lastName: m.lastName,
          isMentor: true,
          mentorProfile: {
            create: {
              name: `${m.firstName} ${m.lastName}`,
              imageUrl: avatarSvg(m.firstName, m.lastName, m.palette, m.country),
              specialty: m.specialty,
              bio: m.bio,
              country: m.country,
              experience: m.experience,
              isFreeTier: m.isFreeTier,
              isPaidTier: m.isPaidTier,
              monthlyRate: m.isPaidTier ? m.monthlyRate : 0,
              yearlyRate: m.isPaidTier ? yearlyRateFor(m.monthlyRate) : 0,
            },
          },
        },
        select: { mentorProfile: { select: { id: true } } },
      });
      // Past, ended mentorships with their reviews; rating and count follow from them.
      const mentorId = user.mentorProfile!.id;
      const reviews = seedReviewsFor(i);
      for (const [k, r] of reviews.entries()) {
        const paid = m.isPaidTier && !m.isFreeTier;
        const menteeId = reviewers[r.reviewer]!.id;
        // Each past mentorship ran one month, some months ago; the review came at its end (dates spread out).
        const startedAt = new Date(addMonths(new Date(), -(r.monthsAgo + 1)).getTime() - r.dayOffset * DAY_MS - k * 3_600_000);
        const reviewedAt = addMonths(startedAt, 1);
        const mentorship = await tx.mentorship.create({
          data: { mentorId, menteeId, status: "ended", paymentFrequency: paid ? "monthly" : "free", paymentAmount: paid ? m.monthlyRate : null, createdAt: startedAt, currentPeriodEnd: paid ? addMonths(startedAt, 1) : null },
          select: { id: true },
        });
        // A paid mentorship was paid: its payment, invoice and the mentor's earning exist, as billing records them.
        if (paid) await seedMentorshipPayment(tx, { mentorshipId: mentorship.id, mentorId, menteeId, mentorName: `${m.firstName} ${m.lastName}`, amount: m.monthlyRate, paidAt: startedAt, invoiceNumber: await nextInvoiceNumber(tx, startedAt) });
        await tx.review.create({ data: { mentorshipId: mentorship.id, mentorId, menteeId, rating: r.rating, text: r.text, createdAt: reviewedAt, updatedAt: reviewedAt } });
      }
      await recomputeRating(tx, mentorId);
    }
    // Hundreds of inserts: on a loaded machine Prisma's default 5 s ran out and the server never started.
  }, { timeout: 120_000 });
  await seedDemoAvailability(db);
  await seedSampleVideos(db, config);
  await tagSeededSampleVideos(db);
  if (printPassword) {
    log(`LeadOne: created the main admin ${adminEmail} with the one-time password: ${adminPassword}`);
    log("LeadOne: sign in and change it; it is not shown again.");
  }
  return true;
}

/** A seeded past payment of a paid mentorship: payment, paid invoice and the mentor's earning after commission. */
async function seedMentorshipPayment(tx: Tx, p: { mentorshipId: string; mentorId: string; menteeId: string; mentorName: string; amount: number; paidAt: Date; invoiceNumber: string }) {
  const description = `Mentorship with ${p.mentorName} (monthly)`;
  const platformFee = Math.round((p.amount * DEFAULT_SETTINGS.platformCommissionPercent) / 100);
  const payment = await tx.payment.create({
    data: { userId: p.menteeId, idempotencyKey: `seed:mentorship:${p.mentorshipId}`, kind: "mentorship", description, amount: p.amount, status: "succeeded", mentorshipId: p.mentorshipId, createdAt: p.paidAt },
    select: { id: true },
  });
  await tx.invoice.create({
    data: {
      number: p.invoiceNumber, userId: p.menteeId, paymentId: payment.id, status: "paid", lines: [{ description, quantity: 1, unitAmount: p.amount, amount: p.amount }], subtotal: p.amount, total: p.amount, issuedAt: p.paidAt,
      periodStart: p.paidAt, periodEnd: addMonths(p.paidAt, 1), ...(await invoiceParties(tx, p.menteeId)),
    },
  });
  await tx.mentorEarning.create({ data: { mentorId: p.mentorId, paymentId: payment.id, gross: p.amount, platformFee, net: p.amount - platformFee, createdAt: p.paidAt } });
}

/** The seeded mentors' sign-in emails, in catalogue order (README lists the demo ones). */
export function mentorEmail(index: number): string {
  const m = SEED_MENTORS[index]!;
  return `${m.firstName}.${m.lastName}`.normalize("NFD").replace(/[^\w.]/g, "").toLowerCase() + "@mentors.leadone.app";
}

const SAMPLE_VIDEOS_MARKER = "seed.sampleVideos.v1";
/**
 * The seeded mentors who can sign in start with the two sample videos, as a new mentor does (once per
 * database, also for databases seeded before samples existed; the marker row decides between instances).
 */
async function seedSampleVideos(db: Db, config: Config) {
  try {
    await db.setting.create({ data: { key: SAMPLE_VIDEOS_MARKER, value: { at: new Date().toISOString() } } });
  } catch {
    return; // done before, or another instance is doing it
  }
  const emails = Array.from({ length: Math.min(DEMO_MENTOR_LOGINS, SEED_MENTORS.length) }, (_, i) => mentorEmail(i));
  const mentors = await db.mentorProfile.findMany({ where: { user: { email: { in: emails } }, videos: { none: {} } }, select: { id: true } });
  const storage = storageFor(config);
  for (const m of mentors) await addSampleVideos(db, storage, m.id);
}

/**
 * What a seeded mentor's sample videos are tagged with, so a Premium demo answer shows a video response
 * (issue 14 item 6): the welcome video with the mentor's specialty, the leadership tip also with the
 * practices whose first-listed specialty is the mentor's (the approaches that mentor leads on).
 */
export function sampleVideoTags(specialty: string): Map<string, string[]> {
  const led = PRACTICES.filter((p) => p.mentorSpecialties[0] === specialty).map((p) => p.id);
  return new Map([
    [SAMPLE_VIDEOS[0].title, [specialty]],
    [SAMPLE_VIDEOS[1].title, [specialty, ...led].slice(0, MAX_VIDEO_TAGS)],
  ]);
}

const SAMPLE_VIDEO_TAGS_MARKER = "seed.sampleVideoTags.v1";
/** Tags the seeded mentors' untagged sample videos (once per database, also for ones seeded before tags existed). */
async function tagSeededSampleVideos(db: Db) {
  try {
    await db.setting.create({ data: { key: SAMPLE_VIDEO_TAGS_MARKER, value: { at: new Date().toISOString() } } });
  } catch {
    return; // done before, or another instance is doing it
  }
  const emails = Array.from({ length: Math.min(DEMO_MENTOR_LOGINS, SEED_MENTORS.length) }, (_, i) => mentorEmail(i));
  const videos = await db.mentorVideo.findMany({
    where: { isSample: true, tags: { isEmpty: true }, mentor: { user: { email: { in: emails } } } },
    select: { id: true, title: true, mentor: { select: { specialty: true } } },
  });
  for (const v of videos) {
    const tags = sampleVideoTags(v.mentor.specialty).get(v.title);
    if (tags) await db.mentorVideo.update({ where: { id: v.id }, data: { tags } });
  }
}
