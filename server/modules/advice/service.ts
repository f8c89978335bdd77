// The advice call (SPEC §3 Response / Option, §7): three tailored approaches with audio, mentor
// suggestions, videos and server-side premium locking; and the user's saved approaches.
// PRIVACY: the question text is used in memory only. It is never written to the database, a log line
// or an error: usage events hold user, format and time; saved approaches hold title and content.
import { cents } from "../../../shared/money.js";
import { AppError, notFound } from "../../lib/errors.js";
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
import { outcomeTable } from "../plans/service.js";
import { situationCategory } from "../../providers/advice/builtin.js";
import { readQuestion } from "../../providers/advice/reading.js";
import type { SituationTheme } from "../../../shared/schemas/advice-library.js";
import type { AdviceFollowUpOutput, zAdviceAskOutput, zAdviceOptionOutput, zMentorSuggestionOutput } from "../../../shared/schemas/advice.js";
import type { z } from "zod";

export type MentorSuggestion = z.infer<typeof zMentorSuggestionOutput>;
export type AdviceOption = z.infer<typeof zAdviceOptionOutput>;
export type AdviceResponse = z.infer<typeof zAdviceAskOutput>;

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

/** Best mentors read per specialty: suggestions take at most 3, all of one specialty ranked by rating,
 * reviews, name; the coaching match takes 2 by specialty score, then the same order. A few spare rows
 * cover ties that the database's and JavaScript's name orders break differently. */
export const CANDIDATES_PER_SPECIALTY = 5;

const candidateSelect = { id: true, name: true, imageUrl: true, specialty: true, rating: true, ratingCount: true, experience: true, isFreeTier: true, isPaidTier: true, monthlyRate: true, introVideoId: true, introVideo: { select: { durationSeconds: true } } } as const;

/**
 * The only mentors an answer can suggest: the top few public mentors of each specialty the approaches
 * name, each read off the (specialty, rating, ratingCount, name) index. Never the whole catalogue, so an
 * advice call costs the same with 100 or 10,000 mentors (issue 13).
 */
export async function suggestionCandidates(db: Db, specialties: readonly string[]): Promise<MentorRow[]> {
  const wanted = [...new Set(specialties)];
  const perSpecialty = await Promise.all(
    wanted.map((specialty) =>
      db.mentorProfile.findMany({
        where: { ...PUBLIC_MENTOR, specialty },
        select: candidateSelect,
        orderBy: [{ rating: "desc" }, { ratingCount: "desc" }, { name: "asc" }],
        take: CANDIDATES_PER_SPECIALTY,
      }),
    ),
  );
  return perSpecialty.flat();
}

function toSuggestion(m: MentorRow): MentorSuggestion {
  return {
    id: m.id,
    name: m.name,
    imageUrl: m.imageUrl,
    specialty: m.specialty,
    rating: round1(m.rating),
    isFree: m.isFreeTier,
    monthlyRate: cents(m.monthlyRate),
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
  const [draft, entitlements, taggedVideos] = await Promise.all([
    outcomeTable(c.db).then((outcomes) => c.runtime.advice.advise(question, { outcomes })),
    getEntitlements(c.db, c.userId),
    c.db.mentorVideo.findMany({
      where: { tags: { isEmpty: false }, mentor: PUBLIC_MENTOR },
      orderBy: [{ createdAt: "desc" }, { id: "asc" }],
      take: 1000,
      select: { id: true, tags: true, durationSeconds: true, mentor: { select: { id: true, name: true, rating: true } } },
    }),
  ]);
  const mentors = await suggestionCandidates(c.db, draft.options.flatMap((o) => o.mentorSpecialties));
  const withAudio = format === "audio" || format === "both";
  const responseVideos = matchVideoResponses(draft.options, taggedVideos, (o) => suggestMentors(mentors, o.mentorSpecialties, format === "mentor" ? 3 : 2).map((m) => m.id));
  const options = await Promise.all(draft.options.map((o, i) => buildOption(c, o, i, format, withAudio, entitlements, mentors, responseVideos[i] ?? null)));
  const response: AdviceResponse = {
    question,
    additionalContext: draft.additionalContext,
    situation: draft.situation !== undefined ? draft.situation : situationCategory(readQuestion(question)),
    source: draft.source,
    mentorCoaching: format === "mentor" ? matchMentors(draft.options, mentors, readingSummary(draft.additionalContext)) : null,
    totalAudioDuration: round2(options.reduce((sum, o) => sum + o.audioDuration, 0)),
    options,
    responseFormat: format,
    premiumContentAccess: entitlements.premiumContentAccess,
  };
  await recordAdviceUsage(c.db, c.userId, format);
  return response;
}

export interface TaggedVideo {
  id: string;
  tags: string[];
  durationSeconds: number | null;
  mentor: { id: string; name: string; rating: number };
}

/**
 * Video responses (issue 14, Premium): for each option, a mentor's uploaded video whose tags match the
 * approach: tagged with the option's practice (best), else with one of its mentor specialties (earlier
 * specialties first). Ties go to a mentor suggested for that option, then the higher rating, then the
 * newest video; a video already chosen for an earlier option is used again only when nothing else fits.
 */
export function matchVideoResponses(options: Array<Pick<DraftOption, "practiceId" | "mentorSpecialties">>, videos: TaggedVideo[], suggestedIds: (o: Pick<DraftOption, "practiceId" | "mentorSpecialties">) => string[]): Array<TaggedVideo | null> {
  const used = new Set<string>();
  return options.map((o) => {
    const suggested = suggestedIds(o);
    const score = (v: TaggedVideo) => {
      if (o.practiceId && v.tags.includes(o.practiceId)) return 100;
      const i = o.mentorSpecialties.findIndex((s) => v.tags.includes(s));
      return i < 0 ? 0 : 50 - i;
    };
    const ranked = videos
      .map((v, order) => ({ v, order, score: score(v) }))
      .filter((x) => x.score > 0)
      .sort((a, b) => b.score - a.score || Number(suggested.includes(b.v.mentor.id)) - Number(suggested.includes(a.v.mentor.id)) || b.v.mentor.rating - a.v.mentor.rating || a.order - b.order);
    const pick = ranked.find((x) => !used.has(x.v.id)) ?? ranked[0];
    if (!pick) return null;
    used.add(pick.v.id);
    return pick.v;
  });
}

async function buildOption(
  c: AskContext,
  o: DraftOption,
  index: number,
  format: AdviceResponseFormat,
  withAudio: boolean,
  ent: Entitlements,
  mentors: MentorRow[],
  responseVideo: TaggedVideo | null,
): Promise<AdviceOption> {
  const locked = !ent.premiumContentAccess;
  const suggested = suggestMentors(mentors, o.mentorSpecialties, format === "mentor" ? 3 : 2);

  // Video: a mentor's video tagged for this approach (a video response, Premium: without video
  // responses only the mentor's name is sent and the area is locked); otherwise a suggested mentor's
  // intro video, shown for the mentor-coaching format and, for a premium option, locked the same way.
  let videoUrl: string | null = null;
  let videoProvider: string | null = null;
  let videoProviderName: string | null = null;
  let videoDuration: number | null = null;
  const videoMentor = suggested.find((m) => m.introVideoId) ?? null;
  if (responseVideo) {
    videoProvider = responseVideo.mentor.id;
    videoProviderName = responseVideo.mentor.name;
    if (ent.videoResponsesAvailable) {
      videoUrl = `${c.baseUrl}/api/videos/${encodeURIComponent(responseVideo.id)}`;
      videoDuration = responseVideo.durationSeconds;
    }
  } else if (videoMentor && (format === "mentor" || o.isPremium)) {
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
    throw new AppError({ code: "CONFLICT", message: `You can keep up to ${MAX_SAVED_APPROACHES} saved approaches. Delete one to save another.` });
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
  const answer = await followUpBuiltin({ question: input.question, practiceId: practiceId === "model" ? null : practiceId, approachTitle: input.approachTitle, thread: input.thread, followUp: input.followUp });
  await recordAdviceUsage(c.db, c.userId, "text");
  return { title: answer.title, answer: answer.answer, steps: answer.steps, openingLine: answer.openingLine };
}
