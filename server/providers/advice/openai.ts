// An OpenAI-compatible chat model (hosted or local) as the advice provider, used when ADVICE_API_URL,
// ADVICE_API_KEY and ADVICE_MODEL are set. It asks for the three options as JSON, validates them with
// zod and falls back to the built-in engine on any error or timeout. Neither path logs the question:
// the only log line says that the model failed and why, in one word.
import { z } from "zod";
import { adviseBuiltin, closestPractice } from "./builtin.js";
import { PRACTICES, SPECIALTIES } from "./practices.js";
import { describeSituation, readSituation } from "./situation.js";
import type { AdviceDraft, AdviceProvider, DraftOption } from "./types.js";

export interface ModelProviderOptions {
  url: string;
  apiKey: string;
  model: string;
  timeoutMs: number;
  /** Told why the model was skipped (never the question). */
  onFallback?: (reason: "timeout" | "http" | "invalid" | "network") => void;
}

const zModelOption = z.object({
  title: z.string().trim().min(3).max(160),
  content: z.string().trim().min(40).max(6000),
  steps: z.array(z.string().trim().min(3).max(400)).min(2).max(10),
  detailedInsight: z.string().trim().min(10).max(2000),
  industryContext: z.string().trim().min(10).max(1500),
  specialty: z.enum(SPECIALTIES).catch("Coaching Skills"),
  /** The library practice the approach applies (an id from the list in the prompt), if the model names one. */
  practice: z.string().trim().max(80).optional().catch(undefined),
});
const zModelAnswer = z.object({
  additionalContext: z.string().trim().max(1500).optional(),
  options: z.array(zModelOption).length(3),
});

const SYSTEM_PROMPT = [
  "You are LeadOne, an experienced leadership coach.",
  "Answer the manager's question with exactly three distinct, practical approaches.",
  "Reply with one JSON object only: {\"additionalContext\": string (one or two sentences on how you read their situation),",
  "\"options\": [{\"title\": string, \"content\": string, \"steps\": string[], \"detailedInsight\": string, \"industryContext\": string, \"specialty\": string}] }.",
  "content is plain text: short paragraphs separated by blank lines, bullet lines starting with \"- \" and numbered lines starting with \"1. \".",
  `specialty is the single best match from: ${SPECIALTIES.join(", ")}.`,
  "practice is the id of the coaching practice below that the approach applies, a different one for each option, or \"none\":",
  PRACTICES.map((p) => `${p.id} (${p.title})`).join("; "),
].join(" ");

const PRACTICE_IDS = new Set(PRACTICES.map((p) => p.id));

/**
 * The library practice behind each model-written option, so "Try this approach" can start a plan (the
 * plan keeps the practice's steps in the library's words, never the model's): the one the model named
 * when it is a real id not used by an earlier option, else the practice closest to the option's own
 * title and steps, else none (the option then stays a checklist in the browser).
 */
export function practicesForModelOptions(options: Array<{ title: string; steps: string[]; practice?: string | undefined }>): Array<string | null> {
  const used = new Set<string>();
  return options.map((o) => {
    const named = o.practice && PRACTICE_IDS.has(o.practice) && !used.has(o.practice) ? o.practice : null;
    const id = named ?? closestPractice(`${o.title}. ${o.steps.join(" ")}`, used)?.id ?? null;
    if (id) used.add(id);
    return id;
  });
}

class ModelError extends Error {
  constructor(readonly reason: "timeout" | "http" | "invalid" | "network") {
    super(reason);
  }
}

async function askModel(o: ModelProviderOptions, question: string): Promise<AdviceDraft> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), o.timeoutMs);
  let res: Response;
  try {
    res = await fetch(`${o.url.replace(/\/+$/, "")}/chat/completions`, {
      method: "POST",
      signal: controller.signal,
      headers: { "content-type": "application/json", authorization: `Bearer ${o.apiKey}` },
      body: JSON.stringify({
        model: o.model,
        temperature: 0,
        response_format: { type: "json_object" },
        messages: [
          { role: "system", content: SYSTEM_PROMPT },
          { role: "user", content: question },
        ],
      }),
    });
  } catch {
    clearTimeout(timer);
    throw new ModelError(controller.signal.aborted ? "timeout" : "network");
  }
  let text: string;
  try {
    text = await res.text();
  } catch {
    throw new ModelError(controller.signal.aborted ? "timeout" : "network");
  } finally {
    clearTimeout(timer);
  }
  if (!res.ok) throw new ModelError("http");
  let answer: z.infer<typeof zModelAnswer>;
  try {
    const envelope = JSON.parse(text) as { choices?: Array<{ message?: { content?: string } }> };
    const content = envelope.choices?.[0]?.message?.content ?? "";
    const json = content.replace(/^```(?:json)?\s*|\s*```$/g, "");
    answer = zModelAnswer.parse(JSON.parse(json));
  } catch {
    throw new ModelError("invalid");
  }
  const titles = new Set(answer.options.map((x) => x.title.toLowerCase()));
  if (titles.size !== 3) throw new ModelError("invalid");
  const practiceIds = practicesForModelOptions(answer.options);
  const options = answer.options.map(
    (x, i): DraftOption => ({
      practiceId: practiceIds[i] ?? null,
      title: x.title,
      content: x.content,
      steps: x.steps,
      detailedInsight: x.detailedInsight,
      industryContext: x.industryContext,
      isPremium: false,
      premiumTags: [],
      mentorSpecialties: [x.specialty],
    }),
  ) as AdviceDraft["options"];
  return { source: "model", additionalContext: answer.additionalContext || describeSituation(readSituation(question)), options };
}

export function createModelAdviceProvider(o: ModelProviderOptions): AdviceProvider {
  return {
    name: "model",
    async advise(question, context) {
      try {
        return await askModel(o, question);
      } catch (error) {
        o.onFallback?.(error instanceof ModelError ? error.reason : "invalid");
        return adviseBuiltin(question, context?.outcomes);
      }
    },
  };
}
