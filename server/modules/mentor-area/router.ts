import { zMentorProfileUpdate, zMentorshipIdInput, zSetIntroInput, zVideoIdInput, zVideoRenameInput } from "../../../shared/schemas/mentors.js";
import { storageFor } from "../../providers/storage/index.js";
import { mentorProcedure, router } from "../../trpc/init.js";
import { deleteMyVideo, endMyMentorship, myMentees, myProfile, myVideos, renameMyVideo, setIntroVideo, updateMyProfile } from "./service.js";

// Every procedure acts on the signed-in mentor's own data: there is no mentor id input at all.
// Uploads (videos, photo) stream through the Fastify routes in routes.ts.
export const mentorAreaRouter = router({
  profile: mentorProcedure
    .meta({ rest: { method: "GET", path: "/api/mentor-area/profile", summary: "The signed-in mentor's profile" } })
    .query(({ ctx }) => myProfile(ctx.db, ctx.user.id)),

  updateProfile: mentorProcedure
    .meta({ rest: { method: "PUT", path: "/api/mentor-area/profile", summary: "Create or update the signed-in mentor's profile" } })
    .input(zMentorProfileUpdate)
    .mutation(({ ctx, input }) => updateMyProfile(ctx.db, ctx.user, input)),

  mentees: mentorProcedure
    .meta({ rest: { method: "GET", path: "/api/mentor-area/mentees", summary: "The signed-in mentor's mentees" } })
    .query(({ ctx }) => myMentees(ctx.db, ctx.user.id)),

  endMentorship: mentorProcedure
    .meta({ rest: { method: "POST", path: "/api/mentor-area/mentees/:mentorshipId/end", summary: "End an active mentorship" } })
    .input(zMentorshipIdInput)
    .mutation(({ ctx, input }) => endMyMentorship(ctx.db, ctx.user.id, input.mentorshipId)),

  videos: mentorProcedure
    .meta({ rest: { method: "GET", path: "/api/mentor-area/videos", summary: "The signed-in mentor's videos" } })
    .query(({ ctx }) => myVideos(ctx.db, ctx.user.id)),

  deleteVideo: mentorProcedure
    .meta({ rest: { method: "DELETE", path: "/api/mentor-area/videos/:videoId", summary: "Delete a video and its file" } })
    .input(zVideoIdInput)
    .mutation(({ ctx, input }) => deleteMyVideo(ctx.db, storageFor(ctx.config), ctx.user.id, input.videoId)),

  renameVideo: mentorProcedure
    .meta({ rest: { method: "PATCH", path: "/api/mentor-area/videos/:videoId", summary: "Rename a video" } })
    .input(zVideoRenameInput)
    .mutation(({ ctx, input }) => renameMyVideo(ctx.db, ctx.user.id, input.videoId, input.title)),

  setIntroVideo: mentorProcedure
    .meta({ rest: { method: "PUT", path: "/api/mentor-area/intro-video", summary: "Choose the intro video (null clears it)" } })
    .input(zSetIntroInput)
    .mutation(({ ctx, input }) => setIntroVideo(ctx.db, ctx.user.id, input.videoId)),
});
