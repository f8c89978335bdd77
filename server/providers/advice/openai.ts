// An OpenAI-compatible chat model (hosted or local) as the advice provider, used when ADVICE_API_URL,
// ADVICE_API_KEY and ADVICE_MODEL are set. It asks for the three options as JSON, validates them with
// zod and falls back to the built-in engine on any error or timeout. Neither path logs the question:
// the only log line says that the model failed and why, in one word.
import { z } from "zod";
import { adviseBuiltin } from "./builtin.js";
import { SPECIALTIES } from "./practices.js";
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
].join(" ");

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
  const options = answer.options.map(
    (x): DraftOption => ({
      practiceId: null,
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
    async advise(question) {
      try {
        return await askModel(o, question);
      } catch (error) {
        o.onFallback?.(error instanceof ModelError ? error.reason : "invalid");
        return adviseBuiltin(question);
      }
    },
  };
}
