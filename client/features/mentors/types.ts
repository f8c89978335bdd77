import type { inferRouterInputs, inferRouterOutputs } from "@trpc/server";
import type { AppRouter } from "../../../server/trpc/router.js";

type Out = inferRouterOutputs<AppRouter>;
type In = inferRouterInputs<AppRouter>;
export type Mentor = Out["mentors"]["byId"];
export type MyMentorship = Out["mentorships"]["mine"][number];
export type MentorVideo = Out["mentorArea"]["videos"][number];
export type MentorListInput = In["mentors"]["list"];
