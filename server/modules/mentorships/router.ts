import { zMentorshipCreateInput, zMentorshipIdInput, zMentorshipOutput, zMyMentorshipsOutput, zReviewInput, zReviewOutput } from "../../../shared/schemas/mentors.js";
import { zNoInput } from "../../../shared/schemas/common.js";
import { router, userProcedure } from "../../trpc/init.js";
import { cancelMentorship, createMentorship, myMentorships, reviewMentorship } from "./service.js";

export const mentorshipsRouter = router({
  /** SPEC §7 POST /api/mentorships: free → active, paid → pending_payment with a server-computed amount. */
  create: userProcedure
    .meta({ rest: { method: "POST", path: "/api/mentorships", summary: "Request free mentorship or subscribe to a paid one" } })
    .input(zMentorshipCreateInput)
    .output(zMentorshipOutput)
    .mutation(({ ctx, input }) => createMentorship(ctx.db, ctx.user.id, input)),

  mine: userProcedure
    .meta({ rest: { method: "GET", path: "/api/mentorships", summary: "The signed-in user's mentorships" } })
    .input(zNoInput)
    .output(zMyMentorshipsOutput)
    .query(({ ctx }) => myMentorships(ctx.db, ctx.user.id)),

  cancel: userProcedure
    .meta({ rest: { method: "POST", path: "/api/mentorships/:mentorshipId/cancel", summary: "Cancel a pending or active mentorship" } })
    .input(zMentorshipIdInput)
    .output(zMentorshipOutput)
    .mutation(({ ctx, input }) => cancelMentorship(ctx.db, ctx.user.id, input.mentorshipId)),

  review: userProcedure
    .meta({ rest: { method: "POST", path: "/api/mentorships/:mentorshipId/review", summary: "Create or edit the review of a mentorship" } })
    .input(zReviewInput)
    .output(zReviewOutput)
    .mutation(({ ctx, input }) => reviewMentorship(ctx.db, ctx.user.id, input)),
});
