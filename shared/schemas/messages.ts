// Messages between a mentee and a mentor (one thread per pair, opened by a mentorship or a booking).
// Unlike advice questions, messages ARE stored: the UI says so.
import { z } from "zod";
import { zId, zText } from "./common.js";

export const MAX_MESSAGE = 4000;

export const zThreadIdInput = z.strictObject({ threadId: zId });
export const zMessageSendInput = z.strictObject({
  threadId: zId,
  body: zText("Message", MAX_MESSAGE).trim().min(1, "Message is required"),
});
export const zThreadOpenInput = z.strictObject({
  /** The other side: a mentor profile id (when I am the mentee) or a mentee user id (when I am the mentor). */
  mentorId: zId.optional(),
  menteeId: zId.optional(),
});

export const zMessageOutput = z.object({
  id: z.string(),
  threadId: z.string(),
  senderId: z.string(),
  mine: z.boolean(),
  body: z.string(),
  fromBookingTopic: z.boolean(),
  createdAt: z.date(),
});
export const zThreadSummary = z.object({
  id: z.string(),
  role: z.enum(["mentee", "mentor"]),
  otherName: z.string(),
  mentorId: z.string(),
  menteeId: z.string(),
  lastMessageAt: z.date().nullable(),
  lastMessage: z.string().nullable(),
  unread: z.number().int(),
});
export const zThreadListOutput = z.object({ threads: z.array(zThreadSummary) });
export const zThreadOutput = z.object({ thread: zThreadSummary, messages: z.array(zMessageOutput) });
export const zUnreadOutput = z.object({ unread: z.number().int() });
export const zMessageSendOutput = zMessageOutput;
export const zThreadOpenOutput = z.object({ threadId: z.string() });
