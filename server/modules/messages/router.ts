import { publicOrigin } from "../../lib/public-origin.js";
import { zNoInput } from "../../../shared/schemas/common.js";
import {
  zMessageSendInput, zMessageSendOutput, zThreadIdInput, zThreadListOutput, zThreadOpenInput, zThreadOpenOutput, zThreadOutput, zUnreadOutput,
} from "../../../shared/schemas/messages.js";
import { router, userProcedure } from "../../trpc/init.js";
import { markThreadRead, myThreads, openThread, readThread, sendMessage, unreadCount } from "./service.js";

/** Messages a user may send: 30 per 10 minutes, across conversations. */
const MESSAGES_PER_10_MIN = { name: "message-send", points: 30, seconds: 10 * 60 };

export const messagesRouter = router({
  threads: userProcedure
    .meta({ rest: { method: "GET", path: "/api/messages/threads", summary: "My conversations with mentors and mentees" } })
    .input(zNoInput)
    .output(zThreadListOutput)
    .query(({ ctx }) => myThreads(ctx.db, ctx.user)),

  unread: userProcedure
    .meta({ rest: { method: "GET", path: "/api/messages/unread", summary: "Unread messages across my conversations" } })
    .input(zNoInput)
    .output(zUnreadOutput)
    .query(({ ctx }) => unreadCount(ctx.db, ctx.user)),

  open: userProcedure
    .meta({ rest: { method: "POST", path: "/api/messages/threads", summary: "Open the conversation with a mentor (mentorId) or a mentee (menteeId)" } })
    .input(zThreadOpenInput)
    .output(zThreadOpenOutput)
    .mutation(({ ctx, input }) => openThread(ctx.db, ctx.user, input)),

  thread: userProcedure
    .meta({ rest: { method: "GET", path: "/api/messages/threads/:threadId", summary: "A conversation's messages" } })
    .input(zThreadIdInput)
    .output(zThreadOutput)
    .query(({ ctx, input }) => readThread(ctx.db, ctx.user, input.threadId)),

  markRead: userProcedure
    .meta({ rest: { method: "POST", path: "/api/messages/threads/:threadId/read", summary: "Mark a conversation read" } })
    .input(zThreadIdInput)
    .output(zUnreadOutput)
    .mutation(({ ctx, input }) => markThreadRead(ctx.db, ctx.user, input.threadId)),

  send: userProcedure
    .meta({ rest: { method: "POST", path: "/api/messages/threads/:threadId/messages", summary: "Send a message (stored; rate limited)" }, rateLimit: MESSAGES_PER_10_MIN })
    .input(zMessageSendInput)
    .output(zMessageSendOutput)
    .mutation(({ ctx, input }) => sendMessage(ctx.db, ctx.user, input, publicOrigin(ctx.config))),
});
