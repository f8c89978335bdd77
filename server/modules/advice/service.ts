// The advice call (SPEC §3 Response / Option, §7): three tailored approaches with audio, mentor
// suggestions, videos and server-side premium locking; and the user's saved approaches.
// PRIVACY: the question text is used in memory only. It is never written to the database, a log line
// or an error: usage events hold user, format and time; saved approaches hold title and content.
import { notFound } from "../../lib/errors.js";
import { TRPCError } from "@trpc/server";
import type { Db } from "../../db/client.js";
import { MAX_SAVED_APPROACHES, type AdviceResponseFormat, type SaveApproachInput } from "../../../shared/schemas/advice.js";
import { assertCanAsk, recordAdviceUsage } from "../usage/service.js";
import { getEntitlements, type Entitlements } from "../billing/entitlements.js";
import type { DraftOption } from "../../providers/advice/index.js";
import type { AdviceRuntime } from "./runtime.js";
import type { AudioStore } from "../../providers/speech/audio-store.js";
import { PUBLIC_MENTOR } from "../mentors/service.js";
import { estimateSpeechSeconds } from "../../providers/speech/answer-audio.js";
import { followUpBuiltin } from "../../providers/advice/follow-up.js";
import { matchMentors, type MentorMatch } from "./mentor-coaching.js";
import type { AdviceFollowUpOutput } from "../../../shared/schemas/advice.js";

export interface MentorSuggestion {
  id: string;
  name: string;
  imageUrl: string | null;
  specialty: string;
  rating: number;
  isFree: boolean;
  /** Dollars per month (the mentors API uses dollars too). */
  monthlyRate: number;
}

export interface AdviceOption {
  id: string;
  title: string;
  content: string;
  /** The approach's steps, for the "Try this approach" checklist. */
  steps: string[];
  audioUrl: string | null;
  audioDuration: number;
  videoUrl: string | null;
  videoDuration: number | null;
  videoProvider: string | null;
  videoProviderName: string | null;
  isPremium: boolean;
  premiumTags: string[];
  /** null when locked (no premium access). */
  detailedInsight: string | null;
  industryContext: string | null;
  mentorSuggestions: MentorSuggestion[];
  isSpecialized: boolean;
  isIndustrySpecific: boolean;
  requiresCredits: boolean;
  creditCost: number;
  extendedVideoUrl: string | null;
  highQualityAudioUrl: string | null;
}

export interface AdviceResponse {
  question: string;
  additionalContext: string;
  /** Mentor coaching format only: the two best-matched mentors, why each fits, how to connect. */
  mentorCoaching: MentorMatch[] | null;
  totalAudioDuration: number;
  options: AdviceOption[];
  responseFormat: AdviceResponseFormat;
  premiumContentAccess: boolean;
}

/** "a conflict between people and …" from the built-in engine's additionalContext, when it has one. */
function readingSummary(additionalContext: string): string | null {
  return /it is mainly about ([^.]+)\./.exec(additionalContext)?.[1] ?? null;
}

interface MentorRow {
  id: string;
  experience: number;
  name: string;
  imageUrl: string | null;
  specialty: string;
  rating: number;
  ratingCount: number;
  isFreeTier: boolean;
  isPaidTier: boolean;
  monthlyRate: number;
  introVideoId: string | null;
  introVideo: { durationSeconds: number | null } | null;
}

const round1 = (x: number) => Math.round(x * 10) / 10;
const round2 = (x: number) => Math.round(x * 100) / 100;

function suggestMentors(mentors: MentorRow[], specialties: string[], count: number): MentorRow[] {
  const rank = (m: MentorRow) => specialties.indexOf(m.specialty);
  return mentors
    .filter((m) => rank(m) >= 0)
    .sort((a, b) => rank(a) - rank(b) || b.rating - a.rating || b.ratingCount - a.ratingCount || a.name.localeCompare(b.name))
    .slice(0, count);
}

function toSuggestion(m: MentorRow): MentorSuggestion {
  return {
    id: m.id,
    name: m.name,
    imageUrl: m.imageUrl,
    specialty: m.specialty,
    rating: round1(m.rating),
    isFree: m.isFreeTier,
    monthlyRate: m.monthlyRate / 100,
  };
}

export interface AskContext {
  db: Db;
  runtime: AdviceRuntime;
  audio: AudioStore;
  userId: string;
  /** Absolute origin for audio and video URLs (SPEC §5: sources start with http). */
  baseUrl: string;
}

export async function askAdvice(c: AskContext, question: string, format: AdviceResponseFormat): Promise<AdviceResponse> {
  await assertCanAsk(c.db, c.userId, format);
  const [draft, entitlements, mentors] = await Promise.all([
    c.runtime.advice.advise(question),
    getEntitlements(c.db, c.userId),
    c.db.mentorProfile.findMany({
      where: PUBLIC_MENTOR,
      select: { id: true, name: true, imageUrl: true, specialty: true, rating: true, ratingCount: true, experience: true, isFreeTier: true, isPaidTier: true, monthlyRate: true, introVideoId: true, introVideo: { select: { durationSeconds: true } } },
    }),
  ]);
  const withAudio = format === "audio" || format === "both";
  const options = await Promise.all(draft.options.map((o, i) => buildOption(c, o, i, format, withAudio, entitlements, mentors)));
  const response: AdviceResponse = {
    question,
    additionalContext: draft.additionalContext,
    mentorCoaching: format === "mentor" ? matchMentors(draft.options, mentors, readingSummary(draft.additionalContext)) : null,
    totalAudioDuration: round2(options.reduce((sum, o) => sum + o.audioDuration, 0)),
    options,
    responseFormat: format,
    premiumContentAccess: entitlements.premiumContentAccess,
  };
  await recordAdviceUsage(c.db, c.userId, format);
  return response;
}

async function buildOption(
  c: AskContext,
  o: DraftOption,
  index: number,
  format: AdviceResponseFormat,
  withAudio: boolean,
  ent: Entitlements,
  mentors: MentorRow[],
): Promise<AdviceOption> {
  const locked = !ent.premiumContentAccess;
  const suggested = suggestMentors(mentors, o.mentorSpecialties, format === "mentor" ? 3 : 2);

  // Video: a suggested mentor's uploaded intro video. Shown for the mentor-coaching format; for a
  // premium option it is the premium video, locked (no URL sent) without premium access.
  let videoUrl: string | null = null;
  let videoProvider: string | null = null;
  let videoProviderName: string | null = null;
  let videoDuration: number | null = null;
  const videoMentor = suggested.find((m) => m.introVideoId) ?? null;
  if (videoMentor && (format === "mentor" || o.isPremium)) {
    videoProvider = videoMentor.id;
    videoProviderName = videoMentor.name;
    const videoLocked = o.isPremium && locked;
    if (!videoLocked) {
      videoUrl = `${c.baseUrl}/api/videos/${encodeURIComponent(videoMentor.introVideoId!)}`;
      videoDuration = videoMentor.introVideo?.durationSeconds ?? null;
    }
  }

  let audioUrl: string | null = null;
  let audioDuration = 0;
  let highQualityAudioUrl: string | null = null;
  if (withAudio && c.runtime.answerAudio && c.runtime.speech) {
    // Off the request path: URLs now, audio made in the background (or on first play); the duration
    // is estimated from the text until the player reads the real one.
    const spoken = `${o.title}.\n${o.content}`;
    audioUrl = `${c.baseUrl}/api/audio/${await c.runtime.answerAudio.schedule(spoken, "standard")}`;
    audioDuration = estimateSpeechSeconds(spoken);
    // Premium: the same text in the premium voice (Festival HTS), or none when it is not installed.
    if (ent.highQualityAudio && c.runtime.speech.premiumVoice) highQualityAudioUrl = `${c.baseUrl}/api/audio/${await c.runtime.answerAudio.schedule(spoken, "high-quality")}`;
  }

  const requiresCredits = o.isPremium && locked;
  return {
    id: `option-${index + 1}-${o.practiceId ?? "model"}`,
    title: o.title,
    content: o.content,
    steps: o.steps,
    audioUrl,
    audioDuration,
    videoUrl,
    videoDuration,
    videoProvider,
    videoProviderName,
    isPremium: o.isPremium,
    premiumTags: o.premiumTags,
    // SPEC §4: Detailed Insight and Industry Context are premium content: not sent without access.
    detailedInsight: locked ? null : o.detailedInsight,
    industryContext: locked ? null : o.industryContext,
    mentorSuggestions: suggested.map(toSuggestion),
    isSpecialized: o.premiumTags.includes("Specialized"),
    isIndustrySpecific: o.premiumTags.includes("Industry-specific"),
    requiresCredits,
    creditCost: requiresCredits ? 1 : 0,
    extendedVideoUrl: null,
    highQualityAudioUrl,
  };
}

// ───────────── saved approaches ─────────────

const savedSelect = { id: true, title: true, content: true, createdAt: true } as const;

export async function saveApproach(db: Db, userId: string, input: SaveApproachInput) {
  // A double click or a retry keeps one copy.
  const existing = await db.savedApproach.findFirst({ where: { userId, title: input.title, content: input.content }, select: savedSelect });
  if (existing) return existing;
  const count = await db.savedApproach.count({ where: { userId } });
  if (count >= MAX_SAVED_APPROACHES) {
    throw new TRPCError({ code: "CONFLICT", message: `You can keep up to ${MAX_SAVED_APPROACHES} saved approaches. Delete one to save another.` });
  }
  return db.savedApproach.create({ data: { userId, title: input.title, content: input.content }, select: savedSelect });
}

export async function listSavedApproaches(db: Db, userId: string) {
  return db.savedApproach.findMany({ where: { userId }, orderBy: [{ createdAt: "desc" }, { id: "asc" }], select: savedSelect });
}

export async function deleteSavedApproach(db: Db, userId: string, id: string) {
  const { count } = await db.savedApproach.deleteMany({ where: { id, userId } });
  if (count === 0) throw notFound("Saved approach");
  return { success: true as const };
}

/**
 * A follow-up turn in the context of the first question and the chosen approach. Counts as one request
 * (text format) like an ask. PRIVACY: question, thread and follow-up are used in memory only.
 */
export async function followUpAdvice(
  c: Pick<AskContext, "db" | "userId">,
  input: { question: string; approachId: string; approachTitle: string; thread: Array<{ role: "user" | "coach"; text: string }>; followUp: string },
): Promise<AdviceFollowUpOutput> {
  await assertCanAsk(c.db, c.userId, "text");
  const practiceId = /^option-\d+-(.+)$/.exec(input.approachId)?.[1] ?? null;
  const answer = followUpBuiltin({ question: input.question, practiceId: practiceId === "model" ? null : practiceId, approachTitle: input.approachTitle, thread: input.thread, followUp: input.followUp });
  await recordAdviceUsage(c.db, c.userId, "text");
  return { title: answer.title, answer: answer.answer, steps: answer.steps, openingLine: answer.openingLine };
}
