// The follow-up turn: "they got defensive — now what?" answered in the context of the first question and
// the approach the asker chose. It re-reads the original question (for the people and topic) and the
// follow-up (for what happened next), picks the practice that fits the new turn (or deepens the chosen one
// when the follow-up names nothing new) and writes a short answer with steps and a word-for-word line.
// Pure and in memory: nothing here stores or logs the question, the thread or the follow-up.
import { fillTemplate, rankPractices } from "./builtin.js";
import { PRACTICES, type Practice } from "./practices.js";
import { readQuestion, type Reading } from "./reading.js";
import { readSituation } from "./situation.js";

export interface FollowUpRequest {
  question: string;
  practiceId: string | null;
  approachTitle: string;
  /** Earlier follow-ups in this thread (the browser sends them; the server keeps nothing). */
  thread: Array<{ role: "user" | "coach"; text: string }>;
  followUp: string;
}

export interface FollowUpAnswer {
  practiceId: string;
  title: string;
  answer: string;
  steps: string[];
  openingLine: string;
}

const byId = new Map(PRACTICES.map((p) => [p.id, p]));

function lowerFirst(s: string) {
  return s.charAt(0).toLowerCase() + s.slice(1);
}

/** People and topic from the follow-up when it names them, else from the first question. */
function merged(original: Reading, turn: Reading): Reading {
  return { ...original, people: turn.people ?? original.people, topic: original.topic ?? turn.topic, counterpart: original.counterpart ?? turn.counterpart };
}

export async function followUpBuiltin(req: FollowUpRequest): Promise<FollowUpAnswer> {
  const original = readQuestion(req.question);
  // Earlier user turns give context to this one ("and now he's late again" after "he got defensive").
  const earlier = req.thread.filter((t) => t.role === "user").map((t) => t.text).slice(-2).join(" ");
  const turn = readQuestion(req.followUp);
  const chosen: Practice | undefined = (req.practiceId ? byId.get(req.practiceId) : undefined) ?? (await rankPractices(req.question, readSituation(req.question), original))[0]?.practice;
  const context = merged(original, turn);

  let next: Practice | undefined;
  if (turn.themes.length) {
    // Ranked on the turn's reading, with the first question's words beside it so that the similar
    // questions the model consults are about the same situation, not only the reply's words.
    const text = `${earlier} ${req.followUp}`;
    next = (await rankPractices(`${req.question} ${text}`, readSituation(text), turn)).map((r) => r.practice).find((p) => p.id !== chosen?.id);
  }
  const practice = next ?? chosen ?? PRACTICES[0]!;
  const deepen = practice === chosen;
  const people = fillTemplate("{people}", context);
  const intro = deepen
    ? `Stay with “${req.approachTitle}”, and go one step deeper with ${people}.`
    : `You started with “${req.approachTitle}”. What you describe now calls for a second move: ${lowerFirst(practice.title)}. Keep the first approach going, and add this with ${people}.`;
  const steps = deepen
    ? practice.steps.slice(1, 4)
    : [fillTemplate(practice.tailoredFirstStep, context).replace(/^./, (c) => c.toUpperCase()), ...practice.steps.slice(0, 2)];
  const openingLine = fillTemplate(practice.openingLine, context);
  const watch = practice.pitfalls[0] ? `Watch out for: ${lowerFirst(practice.pitfalls[0])}` : "";
  const answer = [intro, "Next steps:", steps.map((s, i) => `${i + 1}. ${s}`).join("\n"), "What to say, word for word:", `“${openingLine}”`, watch].filter(Boolean).join("\n\n");
  return { practiceId: practice.id, title: practice.title, answer, steps, openingLine };
}
