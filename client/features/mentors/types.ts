import type { RouterInputs, RouterOutputs } from "../../../shared/api.js";

type Out = RouterOutputs;
type In = RouterInputs;
export type Mentor = Out["mentors"]["byId"];
export type MyMentorship = Out["mentorships"]["mine"][number];
export type MentorVideo = Out["mentorArea"]["videos"][number];
export type MentorListInput = In["mentors"]["list"];
