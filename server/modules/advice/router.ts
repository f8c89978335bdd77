// Advice procedures: ask (SPEC §7 POST /api/test-leadership-advice) and the user's saved approaches.
import { zAdviceAskInput, zAdviceFollowUpInput, zAdviceAskOutput, zAdviceFollowUpOutput, zDeleteSavedApproachInput, zSaveApproachInput, zSavedApproachOutput, zSavedApproachesOutput } from "../../../shared/schemas/advice.js";
import { zNoInput, zSuccessOutput } from "../../../shared/schemas/common.js";
import { router, userProcedure } from "../../trpc/init.js";
import { adviceAskEdge } from "../../rest/edges.js";
import { mediaOrigin } from "../../lib/public-origin.js";
import { ADVICE_PER_MINUTE, adviceRuntime } from "./runtime.js";
import { askAdvice, deleteSavedApproach, followUpAdvice, listSavedApproaches, saveApproach } from "./service.js";


export const adviceRouter = router({
  ask: userProcedure
    .meta({ rest: { method: "POST", path: "/api/test-leadership-advice", summary: "Three tailored approaches to a leadership question (never stored)", edge: adviceAskEdge }, rateLimit: ADVICE_PER_MINUTE })
    .input(zAdviceAskInput)
    .output(zAdviceAskOutput)
    .mutation(({ ctx, input }) => {
      const runtime = adviceRuntime(ctx.config, { services: ctx.services, log: ctx.req.server.log });
      return askAdvice({ db: ctx.db, runtime, audio: ctx.services.audio, userId: ctx.user.id, baseUrl: mediaOrigin(ctx.config, ctx.req) }, input.question, input.responseFormat);
    }),

  followUp: userProcedure
    .meta({ rest: { method: "POST", path: "/api/advice/follow-up", summary: "A follow-up turn on a chosen approach (question and thread sent by the browser, never stored)" }, rateLimit: ADVICE_PER_MINUTE })
    .input(zAdviceFollowUpInput)
    .output(zAdviceFollowUpOutput)
    .mutation(({ ctx, input }) => followUpAdvice({ db: ctx.db, userId: ctx.user.id }, input)),

  saveApproach: userProcedure
    .meta({ rest: { method: "POST", path: "/api/saved-approaches", summary: "Keep an approach (title and content, never the question)" } })
    .input(zSaveApproachInput)
    .output(zSavedApproachOutput)
    .mutation(({ ctx, input }) => saveApproach(ctx.db, ctx.user.id, input)),

  savedApproaches: userProcedure
    .meta({ rest: { method: "GET", path: "/api/saved-approaches", summary: "The signed-in user's saved approaches" } })
    .input(zNoInput)
    .output(zSavedApproachesOutput)
    .query(({ ctx }) => listSavedApproaches(ctx.db, ctx.user.id)),

  deleteSavedApproach: userProcedure
    .meta({ rest: { method: "DELETE", path: "/api/saved-approaches/:id", summary: "Delete a saved approach" } })
    .input(zDeleteSavedApproachInput)
    .output(zSuccessOutput)
    .mutation(({ ctx, input }) => deleteSavedApproach(ctx.db, ctx.user.id, input.id)),
});
