// The mentor area: a mentor's own profile (no id input: always the signed-in mentor's), their mentees,
// and their videos (metadata here; the bytes go through the storage provider in routes.ts).
import type { Db } from "../../db/client.js";
import { defaultYearlyCents } from "../../../shared/mentors.js";
import { cents, type Cents } from "../../../shared/money.js";
import type { MentorProfileUpdate } from "../../../shared/schemas/mentors.js";
import type { StorageProvider } from "../../providers/storage/index.js";
import { roundRating, videoUrl } from "../mentors/service.js";
import { endMentorship, toMentorship } from "../mentorships/service.js";
import { PRACTICES } from "../../providers/advice/practices.js";
import { SPECIALTIES } from "../../../shared/schemas/advice-library.js";
import { addSampleVideos } from "./media.js";
import { AppError } from "../../lib/errors.js";

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
      monthlyRate: cents(row.monthlyRate),
      yearlyRate: cents(row.yearlyRate),
      videoIntroUrl: row.introVideoId ? videoUrl(row.introVideoId) : null,
    },
  };
}

export async function requireProfileId(db: Db, userId: string): Promise<string> {
  const row = await db.mentorProfile.findUnique({ where: { userId }, select: { id: true } });
  if (!row) throw new AppError({ code: "PRECONDITION_FAILED", message: NEEDS_PROFILE });
  return row.id;
}

/**
 * Creates or updates the signed-in mentor's own profile. Rates arrive and are stored in cents.
 * A new profile starts with the two sample videos (SPEC §2 "Two sample videos are preloaded").
 */
export async function updateMyProfile(db: Db, storage: StorageProvider, user: { id: string; firstName: string; lastName: string }, input: MentorProfileUpdate) {
  const monthly: Cents = input.isPaidTier ? (input.monthlyRate ?? cents(0)) : cents(0);
  const yearly: Cents = input.isPaidTier ? (input.yearlyRate ? input.yearlyRate : defaultYearlyCents(monthly)) : cents(0);
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
  const existed = await db.mentorProfile.findUnique({ where: { userId: user.id }, select: { id: true } });
  const saved = await db.mentorProfile.upsert({
    where: { userId: user.id },
    create: { userId: user.id, name: input.name ?? `${user.firstName} ${user.lastName}`.trim(), ...data },
    update: data,
    select: { id: true, _count: { select: { videos: true } } },
  });
  // Only the request that created the profile adds the samples (a racing second save finds them there).
  if (!existed && saved._count.videos === 0) await addSampleVideos(db, storage, saved.id);
  return myProfile(db, user.id);
}

export async function myMentees(db: Db, userId: string) {
  const profileId = await requireProfileId(db, userId);
  const rows = await db.mentorship.findMany({
    where: { mentorId: profileId },
    orderBy: [{ createdAt: "desc" }, { id: "asc" }],
    take: 500,
    select: {
      id: true, mentorId: true, menteeId: true, paymentFrequency: true, status: true, paymentAmount: true, currentPeriodEnd: true, cancelAtPeriodEnd: true, renewalGraceEnd: true, createdAt: true,
      mentee: { select: { firstName: true, lastName: true, email: true } },
    },
  });
  return rows.map(({ mentee, ...m }) => ({ ...toMentorship(m), mentee: { name: `${mentee.firstName} ${mentee.lastName}`.trim(), email: mentee.email } }));
}

export async function endMyMentorship(db: Db, userId: string, mentorshipId: string) {
  return endMentorship(db, await requireProfileId(db, userId), mentorshipId);
}

const FORMAT_BY_MIME: Record<string, string> = { "video/mp4": "MP4", "video/quicktime": "MOV", "video/x-msvideo": "AVI" };

export const videoSelect = { id: true, title: true, mimeType: true, sizeBytes: true, durationSeconds: true, thumbnailKey: true, tags: true, isSample: true, createdAt: true } as const;
type VideoRow = { id: string; title: string; mimeType: string; sizeBytes: number; durationSeconds: number | null; thumbnailKey: string | null; tags: string[]; isSample: boolean; createdAt: Date };
export const thumbnailUrl = (videoId: string) => `${videoUrl(videoId)}/thumbnail`;
/** Size in MB as the dialog and the upload toast show it: two decimals under 10 MB (a 34 kB sample is 0.03 MB), one above. */
export const sizeInMb = (bytes: number) => {
  const mb = bytes / (1024 * 1024);
  return mb < 10 ? Math.round(mb * 100) / 100 : Math.round(mb * 10) / 10;
};
export function toVideo(row: VideoRow, introVideoId: string | null) {
  return {
    id: row.id,
    title: row.title,
    url: videoUrl(row.id),
    /** A frame of the video (null: no frame could be taken, the dialog shows a poster). */
    thumbnail: row.thumbnailKey ? thumbnailUrl(row.id) : null,
    uploadDate: row.createdAt.toISOString().slice(0, 10),
    mimeType: row.mimeType,
    format: FORMAT_BY_MIME[row.mimeType] ?? "MP4",
    sizeBytes: row.sizeBytes,
    sizeMb: sizeInMb(row.sizeBytes),
    durationSeconds: row.durationSeconds,
    isIntro: row.id === introVideoId,
    isSample: row.isSample,
    tags: row.tags,
  };
}

export async function myVideos(db: Db, userId: string) {
  const profile = await db.mentorProfile.findUnique({ where: { userId }, select: { introVideoId: true, videos: { orderBy: [{ createdAt: "desc" }, { id: "asc" }], select: videoSelect } } });
  if (!profile) return [];
  return profile.videos.map((v) => toVideo(v, profile.introVideoId));
}

async function ownVideo(db: Db, userId: string, videoId: string) {
  const profileId = await requireProfileId(db, userId);
  const video = await db.mentorVideo.findUnique({ where: { id: videoId }, select: { id: true, mentorId: true, storageKey: true, thumbnailKey: true } });
  if (!video || video.mentorId !== profileId) throw new AppError({ code: "NOT_FOUND", message: VIDEO_NOT_FOUND });
  return { profileId, video };
}

/** Deletes the row (an intro video reference clears itself) and then the file. */
export async function deleteMyVideo(db: Db, storage: StorageProvider, userId: string, videoId: string) {
  const { video } = await ownVideo(db, userId, videoId);
  await db.mentorVideo.delete({ where: { id: video.id } });
  await storage.delete(video.storageKey);
  if (video.thumbnailKey) await storage.delete(video.thumbnailKey);
  return { id: video.id, deleted: true as const };
}

// ───────────── tags for video responses (issue 14: Premium answers show a mentor's matching video) ─────────────

export const MAX_VIDEO_TAGS = 12;
export const UNKNOWN_TAG = "Tags must be practices or specialties from the list";
const PRACTICE_IDS = new Set(PRACTICES.map((p) => p.id));
const SPECIALTY_SET = new Set<string>(SPECIALTIES);

/** What a mentor can tag a video with: the advice library's practices and the mentor specialties. */
export function videoTagOptions() {
  return {
    practices: PRACTICES.map((p) => ({ id: p.id, title: p.title })).sort((a, b) => a.title.localeCompare(b.title)),
    specialties: [...SPECIALTIES],
  };
}

export async function setMyVideoTags(db: Db, userId: string, videoId: string, tags: string[]) {
  const { video } = await ownVideo(db, userId, videoId);
  const unique = [...new Set(tags)];
  if (unique.some((t) => !PRACTICE_IDS.has(t) && !SPECIALTY_SET.has(t))) throw new AppError({ code: "BAD_REQUEST", message: UNKNOWN_TAG });
  await db.mentorVideo.update({ where: { id: video.id }, data: { tags: unique } });
  return { id: video.id, tags: unique };
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
