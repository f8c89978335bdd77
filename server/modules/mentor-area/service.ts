// The mentor area: a mentor's own profile (no id input: always the signed-in mentor's), their mentees,
// and their videos (metadata here; the bytes go through the storage provider in routes.ts).
import { TRPCError } from "@trpc/server";
import type { Db } from "../../db/client.js";
import { centsToDollars, defaultYearlyCents, dollarsToCents } from "../../../shared/mentors.js";
import type { MentorProfileUpdate } from "../../../shared/schemas/mentors.js";
import type { StorageProvider } from "../../providers/storage/index.js";
import { roundRating, videoUrl } from "../mentors/service.js";
import { endMentorship, toMentorship } from "../mentorships/service.js";

export const VIDEO_NOT_FOUND = "Video not found";
export const NEEDS_PROFILE = "Create your mentor profile first";
export const MAX_VIDEOS_PER_MENTOR = 50;

const profileSelect = {
  id: true,
  name: true,
  imageUrl: true,
  specialty: true,
  bio: true,
  country: true,
  experience: true,
  introVideoId: true,
  isFreeTier: true,
  isPaidTier: true,
  monthlyRate: true,
  yearlyRate: true,
  isActive: true,
  adminStatus: true,
  rating: true,
  ratingCount: true,
} as const;

export async function myProfile(db: Db, userId: string) {
  const row = await db.mentorProfile.findUnique({ where: { userId }, select: profileSelect });
  if (!row) return { profile: null };
  return {
    profile: {
      ...row,
      rating: roundRating(row.rating),
      monthlyRate: centsToDollars(row.monthlyRate),
      yearlyRate: centsToDollars(row.yearlyRate),
      videoIntroUrl: row.introVideoId ? videoUrl(row.introVideoId) : null,
    },
  };
}

export async function requireProfileId(db: Db, userId: string): Promise<string> {
  const row = await db.mentorProfile.findUnique({ where: { userId }, select: { id: true } });
  if (!row) throw new TRPCError({ code: "PRECONDITION_FAILED", message: NEEDS_PROFILE });
  return row.id;
}

/** Creates or updates the signed-in mentor's own profile. Rates arrive in dollars and are stored in cents. */
export async function updateMyProfile(db: Db, user: { id: string; firstName: string; lastName: string }, input: MentorProfileUpdate) {
  const monthly = input.isPaidTier ? dollarsToCents(input.monthlyRate ?? 0) : 0;
  const yearly = input.isPaidTier ? (input.yearlyRate ? dollarsToCents(input.yearlyRate) : defaultYearlyCents(monthly)) : 0;
  const data = {
    bio: input.bio,
    specialty: input.specialty,
    experience: input.experience,
    country: input.country,
    isFreeTier: input.isFreeTier,
    isPaidTier: input.isPaidTier,
    monthlyRate: monthly,
    yearlyRate: yearly,
    isActive: input.isActive,
    ...(input.name ? { name: input.name } : {}),
  };
  await db.mentorProfile.upsert({
    where: { userId: user.id },
    create: { userId: user.id, name: input.name ?? `${user.firstName} ${user.lastName}`.trim(), ...data },
    update: data,
  });
  return myProfile(db, user.id);
}

export async function myMentees(db: Db, userId: string) {
  const profileId = await requireProfileId(db, userId);
  const rows = await db.mentorship.findMany({
    where: { mentorId: profileId },
    orderBy: [{ createdAt: "desc" }, { id: "asc" }],
    take: 500,
    select: {
      id: true, mentorId: true, menteeId: true, paymentFrequency: true, status: true, paymentAmount: true, currentPeriodEnd: true, createdAt: true,
      mentee: { select: { firstName: true, lastName: true, email: true } },
    },
  });
  return rows.map(({ mentee, ...m }) => ({ ...toMentorship(m), mentee: { name: `${mentee.firstName} ${mentee.lastName}`.trim(), email: mentee.email } }));
}

export async function endMyMentorship(db: Db, userId: string, mentorshipId: string) {
  return endMentorship(db, await requireProfileId(db, userId), mentorshipId);
}

const FORMAT_BY_MIME: Record<string, string> = { "video/mp4": "MP4", "video/quicktime": "MOV", "video/x-msvideo": "AVI" };

type VideoRow = { id: string; title: string; mimeType: string; sizeBytes: number; durationSeconds: number | null; createdAt: Date };
export function toVideo(row: VideoRow, introVideoId: string | null) {
  return {
    id: row.id,
    title: row.title,
    url: videoUrl(row.id),
    thumbnail: null as string | null,
    uploadDate: row.createdAt.toISOString().slice(0, 10),
    mimeType: row.mimeType,
    format: FORMAT_BY_MIME[row.mimeType] ?? "MP4",
    sizeBytes: row.sizeBytes,
    sizeMb: Math.round((row.sizeBytes / (1024 * 1024)) * 10) / 10,
    durationSeconds: row.durationSeconds,
    isIntro: row.id === introVideoId,
  };
}

export async function myVideos(db: Db, userId: string) {
  const profile = await db.mentorProfile.findUnique({ where: { userId }, select: { introVideoId: true, videos: { orderBy: [{ createdAt: "desc" }, { id: "asc" }], select: { id: true, title: true, mimeType: true, sizeBytes: true, durationSeconds: true, createdAt: true } } } });
  if (!profile) return [];
  return profile.videos.map((v) => toVideo(v, profile.introVideoId));
}

async function ownVideo(db: Db, userId: string, videoId: string) {
  const profileId = await requireProfileId(db, userId);
  const video = await db.mentorVideo.findUnique({ where: { id: videoId }, select: { id: true, mentorId: true, storageKey: true } });
  if (!video || video.mentorId !== profileId) throw new TRPCError({ code: "NOT_FOUND", message: VIDEO_NOT_FOUND });
  return { profileId, video };
}

/** Deletes the row (an intro video reference clears itself) and then the file. */
export async function deleteMyVideo(db: Db, storage: StorageProvider, userId: string, videoId: string) {
  const { video } = await ownVideo(db, userId, videoId);
  await db.mentorVideo.delete({ where: { id: video.id } });
  await storage.delete(video.storageKey);
  return { id: video.id, deleted: true as const };
}

export async function setIntroVideo(db: Db, userId: string, videoId: string | null) {
  if (videoId === null) {
    const profileId = await requireProfileId(db, userId);
    await db.mentorProfile.update({ where: { id: profileId }, data: { introVideoId: null } });
    return { introVideoId: null, videoIntroUrl: null };
  }
  const { profileId, video } = await ownVideo(db, userId, videoId);
  await db.mentorProfile.update({ where: { id: profileId }, data: { introVideoId: video.id } });
  return { introVideoId: video.id, videoIntroUrl: videoUrl(video.id) };
}

export async function renameMyVideo(db: Db, userId: string, videoId: string, title: string) {
  const { video } = await ownVideo(db, userId, videoId);
  await db.mentorVideo.update({ where: { id: video.id }, data: { title } });
  return { id: video.id, title };
}
