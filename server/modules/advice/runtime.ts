// The advice module's long-lived collaborators, one set per app (keyed by its config object): the
// advice provider, the speech provider and the per-user rate limiter. (Answer audio is kept in
// Services.audio, which the audio route shares.)
import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../../config.js";
import type { Services } from "../../services.js";
import type { Limiter } from "../../lib/rate-limit.js";
import { createAdviceProvider, type AdviceProvider } from "../../providers/advice/index.js";
import { createSpeechProvider, type SpeechProvider } from "../../providers/speech/index.js";
import { AnswerAudio } from "../../providers/speech/answer-audio.js";

export interface AdviceRuntime {
  advice: AdviceProvider;
  speech: SpeechProvider | null;
  /** Answer audio made in the background / on first play (null when speech is off or no store is given). */
  answerAudio: AnswerAudio | null;
  limiter: Limiter | null;
}

const runtimes = new WeakMap<Config, AdviceRuntime>();

/** Advice answers per user per minute (each one runs retrieval and speech synthesis). */
export const ADVICE_PER_MINUTE = 20;

export function adviceRuntime(config: Config, deps: { services?: Services; log?: FastifyBaseLogger } = {}): AdviceRuntime {
  let runtime = runtimes.get(config);
  if (!runtime) {
    const log = deps.log;
    const speech = createSpeechProvider(config.SPEECH_ENGINE);
    runtime = {
      // The fallback log line carries a one-word reason only: never the question.
      advice: createAdviceProvider(config, (reason) => log?.warn({ reason }, "advice model unavailable; answered with the built-in engine")),
      speech,
      answerAudio: speech && deps.services ? new AnswerAudio(deps.services.audio, speech) : null,
      limiter: deps.services ? deps.services.limiterFactory.create("advice-user", ADVICE_PER_MINUTE, 60) : null,
    };
    runtimes.set(config, runtime);
  }
  return runtime;
}
