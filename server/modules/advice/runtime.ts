// The advice module's long-lived collaborators, one set per app (keyed by its config object): the
// advice provider, and the speech provider (the per-user rate limit is the procedures' meta.rateLimit). (Answer audio is kept in
// Services.audio, which the audio route shares.)
import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../../config.js";
import type { Services } from "../../services.js";
import { createAdviceProvider, type AdviceProvider } from "../../providers/advice/index.js";
import { createSpeechProvider, type SpeechProvider } from "../../providers/speech/index.js";
import { AnswerAudio } from "../../providers/speech/answer-audio.js";

export interface AdviceRuntime {
  advice: AdviceProvider;
  speech: SpeechProvider | null;
  /** Answer audio made and streamed on first play (null when speech is off or no store is given). */
  answerAudio: AnswerAudio | null;
}

const runtimes = new WeakMap<Config, AdviceRuntime>();

/** Advice answers per user per minute (each one runs retrieval; its audio is made when played); ask and follow-up share it. */
export const ADVICE_PER_MINUTE = { name: "advice-user", points: 20, seconds: 60 };

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
    };
    runtimes.set(config, runtime);
  }
  return runtime;
}
