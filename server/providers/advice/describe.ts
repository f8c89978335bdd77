// `additionalContext` for the built-in engine: says in plain words how the question was read (who is
// involved, what it is about, the themes that chose the three approaches), so the asker can see why these
// approaches came back and what to add if the reading is off.
import type { SituationTheme } from "../../../shared/schemas/advice-library.js";
import type { Reading } from "./reading.js";
import { backgroundParts, describeSituation, joinList, type Situation } from "./situation.js";

const THEME_WORDS: Record<SituationTheme, string> = {
  conflict: "a conflict between people",
  performance: "a performance concern",
  formalPerformance: "performance that informal feedback has not fixed",
  behaviour: "behaviour that affects others",
  burnout: "exhaustion and workload",
  selfBurnout: "your own energy and hours",
  layoffs: "the aftermath of layoffs or a restructuring",
  roadmapPressure: "delivery pressure on dates and scope",
  overHead: "going over someone's head, or someone going over yours",
  boss: "your relationship with your own manager",
  newRole: "a new leadership role",
  formerPeers: "leading people who used to be your peers",
  change: "a change people need to adopt",
  hiring: "hiring",
  onboarding: "bringing new people in",
  motivation: "motivation and morale",
  retention: "the risk of someone leaving",
  career: "someone's career and growth",
  trust: "trust that needs rebuilding",
  decisions: "who decides what",
  hardDecision: "a hard call to make",
  overload: "your own overload",
  delegation: "what to hand over and how",
  meetings: "meetings that are not working",
  oneOnOnes: "one-on-ones",
  remote: "a team spread across places",
  feedback: "feedback to give",
  selfRegulation: "your own reactions under pressure",
  confidence: "your confidence in the role",
  presence: "being heard by senior people",
  influence: "influence without authority",
  negotiation: "a negotiation",
  strategy: "making the strategy clear",
  goals: "goals and focus",
  crisis: "a crisis that needs steady direction",
  failureLearning: "learning from a failure",
  speakingUp: "people not speaking up",
  inclusion: "whose voices count",
  recognition: "work that goes unrecognised",
  scaling: "structure for a growing team",
  techDebt: "technical debt against new features",
  accountability: "commitments that are not kept",
  coachingAsk: "people relying on you for answers",
  styleMismatch: "people who need different styles of leadership",
  hardNews: "hard news to deliver",
  personal: "a personal situation affecting work",
  teamNorms: "ways of working that don't fit together",
  resistance: "people resisting a change",
  communication: "information that does not reach people",
  misconduct: "serious misconduct such as bullying or harassment",
};

const WHO: Record<NonNullable<Reading["counterpart"]>, string> = {
  report: "someone who reports to you",
  "two reports": "two people on your team",
  peer: "a peer you do not manage",
  boss: "your own manager",
  "former peers": "people who used to be your peers",
  team: "your team",
  client: "a client",
  self: "you yourself",
};

export function describeReading(situation: Situation, reading: Reading): string {
  const parts: string[] = [];
  const about = reading.themes.slice(0, 3).map((t) => THEME_WORDS[t.theme]);
  if (about.length) parts.push(`How we read your situation: it is mainly about ${joinList(about)}.`);
  const who: string[] = [];
  if (reading.counterpart) who.push(`it involves ${WHO[reading.counterpart]}${reading.people ? ` (${reading.people})` : ""}`);
  // One person or a group changes which approaches fit (a conversation or a team practice): say which we read.
  else if (reading.scope) who.push(`it is about ${reading.scope === "one" ? "one person" : "a group rather than one person"}${reading.people ? ` (${reading.people})` : ""}`);
  else if (reading.people) who.push(`it involves ${reading.people}`);
  if (reading.topic) who.push(`it centres on ${reading.topic}`);
  if (reading.when) who.push(`the timing matters (${reading.when})`);
  if (who.length) parts.push(`${capitalise(joinList(who))}.`);
  // Role, team size, setting and industry as read, without describeSituation's own closing sentence:
  // the line below says once how the three approaches relate to the reading.
  const background = backgroundParts(situation);
  if (background.length) parts.push(`Also: ${joinList(background)}.`);
  if (!parts.length) return describeSituation(situation);
  parts.push("The three approaches were chosen for that reading, and their first steps and opening lines use your own details. If we misread something, add it to your question.");
  return parts.join(" ");
}

function capitalise(s: string) {
  return s.charAt(0).toUpperCase() + s.slice(1);
}
