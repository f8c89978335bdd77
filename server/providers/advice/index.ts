// Chooses the advice provider from configuration: the OpenAI-compatible model when ADVICE_API_URL,
// ADVICE_API_KEY and ADVICE_MODEL are all set (falling back to the built-in engine on failure), the
// built-in engine otherwise.
import type { Config } from "../../config.js";
import { builtinAdviceProvider } from "./builtin.js";
import { createModelAdviceProvider } from "./openai.js";
import type { AdviceProvider } from "./types.js";

export type { AdviceProvider, AdviceDraft, DraftOption } from "./types.js";

export function createAdviceProvider(
  config: Pick<Config, "ADVICE_API_URL" | "ADVICE_API_KEY" | "ADVICE_MODEL" | "ADVICE_TIMEOUT_MS">,
  onFallback?: (reason: string) => void,
): AdviceProvider {
  if (config.ADVICE_API_URL && config.ADVICE_API_KEY && config.ADVICE_MODEL) {
    return createModelAdviceProvider({ url: config.ADVICE_API_URL, apiKey: config.ADVICE_API_KEY, model: config.ADVICE_MODEL, timeoutMs: config.ADVICE_TIMEOUT_MS, onFallback });
  }
  return builtinAdviceProvider;
}
