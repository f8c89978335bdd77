import {
  zMentorIdInput, zMentorListInput, zMentorListOutput, zMentorOutput, zMentorReviewsInput, zMentorReviewsOutput, zMentorSpecialtiesOutput,
} from "../../../shared/schemas/mentors.js";
import { zNoInput } from "../../../shared/schemas/common.js";
import { publicProcedure, router } from "../../trpc/init.js";
import { mentorByIdEdge, mentorsListEdge } from "../../rest/edges.js";
import { getMentor, listMentors, listReviews, listSpecialties, toMentor } from "./service.js";

export const mentorsRouter = router({
  /** SPEC §7: GET /api/mentors?isFree=true&isActive=true → { mentors } (plus total, page, pageSize). Rates in cents; REST shows dollars. */
  list: publicProcedure
    .meta({ rest: { method: "GET", path: "/api/mentors", summary: "List mentors (filters: isFree, isPaid, isActive, specialty, minRate, maxRate, q; paging)", edge: mentorsListEdge } })
    .input(zMentorListInput)
    .output(zMentorListOutput)
    .query(({ ctx, input }) => listMentors(ctx.db, input, { includeInactive: Boolean(ctx.user?.isAdmin) })),

  byId: publicProcedure
    .meta({ rest: { method: "GET", path: "/api/mentors/:id", summary: "One mentor", edge: mentorByIdEdge } })
    .input(zMentorIdInput)
    .output(zMentorOutput)
    .query(async ({ ctx, input }) => toMentor(await getMentor(ctx.db, input.id, { includeInactive: Boolean(ctx.user?.isAdmin) }))),

  specialties: publicProcedure
    .meta({ rest: { method: "GET", path: "/api/mentor-specialties", summary: "Specialties of active mentors" } })
    .input(zNoInput)
    .output(zMentorSpecialtiesOutput)
    .query(({ ctx }) => listSpecialties(ctx.db)),

  reviews: publicProcedure
    .meta({ rest: { method: "GET", path: "/api/mentors/:id/reviews", summary: "A mentor's reviews" } })
    .input(zMentorReviewsInput)
    .output(zMentorReviewsOutput)
    .query(({ ctx, input }) => listReviews(ctx.db, input.id, input.page, input.pageSize)),
});
