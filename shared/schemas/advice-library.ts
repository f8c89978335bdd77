// The built-in coaching engine's practice library is data (server/providers/advice/library/*.json); this
// is the schema every file must satisfy, checked when the server loads the library. A file that does not
// match stops the server at start with the file name and the problem, rather than giving odd answers.
import { z } from "zod";

/** Mentor specialties (as seeded in server/seed/mentors.ts) a practice can point to. */
export const SPECIALTIES = [
  "Executive Leadership",
  "First-time Managers",
  "Team Performance",
  "Conflict Resolution",
  "Remote & Hybrid Teams",
  "Change Management",
  "Emotional Intelligence",
  "Startup Leadership",
  "Women in Leadership",
  "Strategic Thinking",
  "Coaching Skills",
  "Engineering Leadership",
  "Wellbeing & Burnout",
  "Decision Making",
] as const;
export type Specialty = (typeof SPECIALTIES)[number];

/** What a situation can be about, as the engine reads it; practices say how well they fit each. */
export const SITUATION_THEMES = [
  "conflict", "performance", "formalPerformance", "behaviour", "burnout", "selfBurnout", "layoffs", "roadmapPressure",
  "overHead", "boss", "newRole", "formerPeers", "change", "hiring", "onboarding", "motivation", "retention", "career",
  "trust", "decisions", "hardDecision", "overload", "delegation", "meetings", "oneOnOnes", "remote", "feedback",
  "selfRegulation", "confidence", "presence", "influence", "negotiation", "strategy", "goals", "crisis",
  "failureLearning", "speakingUp", "inclusion", "recognition", "scaling", "techDebt", "accountability", "coachingAsk",
  "styleMismatch", "hardNews", "personal", "teamNorms", "resistance", "communication", "misconduct",
] as const;
export type SituationTheme = (typeof SITUATION_THEMES)[number];

const text = z.string().trim().min(1).max(2000);
/** Templates may use {people} and {topic}, filled from the question in memory. */
const template = text.refine((t) => !/\{(?!people\}|topic\})[^}]*\}/.test(t), "Only {people} and {topic} may be used in a template");

export const zPractice = z.strictObject({
  id: z.string().regex(/^[a-z0-9-]+$/, "Practice ids are lower-case words joined by hyphens"),
  family: z.string().regex(/^[a-z0-9-]+$/),
  title: z.string().trim().min(1).max(120),
  whenItApplies: text,
  keywords: z.array(z.string().trim().min(1).max(60)).min(1),
  steps: z.array(text).min(3).max(8),
  pitfalls: z.array(text).min(1),
  detailedInsight: text,
  industryContext: text,
  mentorSpecialties: z.array(z.enum(SPECIALTIES)).min(1),
  premiumTags: z.array(z.string().trim().min(1).max(40)).optional(),
  /** How well the practice answers each situation theme (0.5 weak … 3.5 the textbook answer). */
  fits: z.partialRecord(z.enum(SITUATION_THEMES), z.number().min(0.5).max(4)),
  /**
   * Who the situation can be with for this practice to fit (as the reading names them): a practice for
   * a third party, such as mediating between two reports, does not fit when the asker is one of the two
   * sides (with a peer, with their boss). Such a reading halves the practice's score.
   */
  notWith: z.array(z.enum(["report", "two reports", "peer", "boss", "former peers", "team", "client", "self"])).optional(),
  /**
   * Situations the practice is the wrong answer to when they are what the question is mainly about: feedback
   * on behaviour is not how harassment or theft is handled. The practice is then not offered, whatever the
   * learned model's wording says.
   */
  notWhen: z.array(z.enum(SITUATION_THEMES)).optional(),
  /**
   * Situations the practice must answer when they are what the question is mainly about: a formal matter
   * (theft, drinking on shift, harassment) is always handled as one, so the practice that does so is among the
   * three whenever it is a candidate, whatever the learned model's wording says (the corpus's coaches, who saw
   * only whenItApplies, rarely named it for drinking). Only a candidate: the same reading covers an accident
   * under investigation, where no culprit is to be taken to HR.
   */
  requiredWhen: z.array(z.enum(SITUATION_THEMES)).optional(),
  /**
   * Whom the practice is done with: "one" person (a conversation, a plan for someone) or the whole
   * "team" (a charter, a meeting, a message). A situation about one person damps team practices and
   * one about a group damps one-person practices; absent, it fits either.
   */
  scope: z.enum(["one", "team"]).optional(),
  /** The first step, written around the asker's own people and topic. */
  tailoredFirstStep: template,
  /** A word-for-word opening line for the next conversation. */
  openingLine: template,
});
export type Practice = z.infer<typeof zPractice>;
