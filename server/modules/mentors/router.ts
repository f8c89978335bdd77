import { zMentorIdInput, zMentorListInput, zMentorReviewsInput } from "../../../shared/schemas/mentors.js";
import { publicProcedure, router } from "../../trpc/init.js";
import { getMentor, listMentors, listReviews, listSpecialties, toMentor } from "./service.js";

export const mentorsRouter = router({
  /** SPEC §7: GET /api/mentors?isFree=true&isActive=true → { mentors } (plus total, page, pageSize). */
  list: publicProcedure
    .meta({ rest: { method: "GET", path: "/api/mentors", summary: "List mentors (filters: isFree, isPaid, isActive, specialty, minRate, maxRate, q; paging)" } })
    .input(zMentorListInput)
    .query(({ ctx, input }) => listMentors(ctx.db, input, { includeInactive: Boolean(ctx.user?.isAdmin) })),

  byId: publicProcedure
    .meta({ rest: { method: "GET", path: "/api/mentors/:id", summary: "One mentor" } })
    .input(zMentorIdInput)
    .query(async ({ ctx, input }) => toMentor(await getMentor(ctx.db, input.id, { includeInactive: Boolean(ctx.user?.isAdmin) }))),

  specialties: publicProcedure
    .meta({ rest: { method: "GET", path: "/api/mentor-specialties", summary: "Specialties of active mentors" } })
    .query(({ ctx }) => listSpecialties(ctx.db)),

  reviews: publicProcedure
    .meta({ rest: { method: "GET", path: "/api/mentors/:id/reviews", summary: "A mentor's reviews" } })
    .input(zMentorReviewsInput)
    .query(({ ctx, input }) => listReviews(ctx.db, input.id, input.page, input.pageSize)),
});
