import {
  zMentorProfileUpdate, zMentorshipIdInput, zMentorshipOutput, zMentorVideosOutput, zMyMenteesOutput, zMyMentorProfileOutput, zSetIntroInput,
  zSetIntroOutput, zVideoDeletedOutput, zVideoIdInput, zVideoRenameInput, zVideoRenamedOutput, zVideoTagOptionsOutput, zVideoTagsInput, zVideoTagsOutput,
} from "../../../shared/schemas/mentors.js";
import { zNoInput } from "../../../shared/schemas/common.js";
import { storageFor } from "../../providers/storage/index.js";
import { mentorProcedure, router } from "../../trpc/init.js";
import { deleteMyVideo, endMyMentorship, myMentees, myProfile, myVideos, renameMyVideo, setIntroVideo, setMyVideoTags, updateMyProfile, videoTagOptions } from "./service.js";

// Every procedure acts on the signed-in mentor's own data: there is no mentor id input at all.
// Uploads (videos, photo) stream through the Fastify routes in routes.ts.
export const mentorAreaRouter = router({
  profile: mentorProcedure
    .meta({ rest: { method: "GET", path: "/api/mentor-area/profile", summary: "The signed-in mentor's profile" } })
    .input(zNoInput)
    .output(zMyMentorProfileOutput)
    .query(({ ctx }) => myProfile(ctx.db, ctx.user.id)),

  updateProfile: mentorProcedure
    .meta({ rest: { method: "PUT", path: "/api/mentor-area/profile", summary: "Create or update the signed-in mentor's profile" } })
    .input(zMentorProfileUpdate)
    .output(zMyMentorProfileOutput)
    .mutation(({ ctx, input }) => updateMyProfile(ctx.db, storageFor(ctx.config), ctx.user, input)),

  mentees: mentorProcedure
    .meta({ rest: { method: "GET", path: "/api/mentor-area/mentees", summary: "The signed-in mentor's mentees" } })
    .input(zNoInput)
    .output(zMyMenteesOutput)
    .query(({ ctx }) => myMentees(ctx.db, ctx.user.id)),

  endMentorship: mentorProcedure
    .meta({ rest: { method: "POST", path: "/api/mentor-area/mentees/:mentorshipId/end", summary: "End an active mentorship" } })
    .input(zMentorshipIdInput)
    .output(zMentorshipOutput)
    .mutation(({ ctx, input }) => endMyMentorship(ctx.db, ctx.user.id, input.mentorshipId)),

  videos: mentorProcedure
    .meta({ rest: { method: "GET", path: "/api/mentor-area/videos", summary: "The signed-in mentor's videos" } })
    .input(zNoInput)
    .output(zMentorVideosOutput)
    .query(({ ctx }) => myVideos(ctx.db, ctx.user.id)),

  deleteVideo: mentorProcedure
    .meta({ rest: { method: "DELETE", path: "/api/mentor-area/videos/:videoId", summary: "Delete a video and its file" } })
    .input(zVideoIdInput)
    .output(zVideoDeletedOutput)
    .mutation(({ ctx, input }) => deleteMyVideo(ctx.db, storageFor(ctx.config), ctx.user.id, input.videoId)),

  renameVideo: mentorProcedure
    .meta({ rest: { method: "PATCH", path: "/api/mentor-area/videos/:videoId", summary: "Rename a video" } })
    .input(zVideoRenameInput)
    .output(zVideoRenamedOutput)
    .mutation(({ ctx, input }) => renameMyVideo(ctx.db, ctx.user.id, input.videoId, input.title)),

  videoTagOptions: mentorProcedure
    .meta({ rest: { method: "GET", path: "/api/mentor-area/video-tags", summary: "What videos can be tagged with (practices and specialties)" } })
    .input(zNoInput)
    .output(zVideoTagOptionsOutput)
    .query(() => videoTagOptions()),

  setVideoTags: mentorProcedure
    .meta({ rest: { method: "PUT", path: "/api/mentor-area/videos/:videoId/tags", summary: "Tag a video with practices or specialties (video responses match on them)" } })
    .input(zVideoTagsInput)
    .output(zVideoTagsOutput)
    .mutation(({ ctx, input }) => setMyVideoTags(ctx.db, ctx.user.id, input.videoId, input.tags)),

  setIntroVideo: mentorProcedure
    .meta({ rest: { method: "PUT", path: "/api/mentor-area/intro-video", summary: "Choose the intro video (null clears it)" } })
    .input(zSetIntroInput)
    .output(zSetIntroOutput)
    .mutation(({ ctx, input }) => setIntroVideo(ctx.db, ctx.user.id, input.videoId)),
});
