// The admin area. Roles are enforced by the builders: adminProcedure (admins) and mainAdminProcedure
// (the main admin). Queries never change state; every mutation writes an audit row.
import { zAdminMentorsInput, zAdminPaymentsInput, zAdminUsersInput, zAuditLogInput, zCreateMentorInput, zOutboxInput, zPendingChargesInput, zRefundInput, zRetryOutboxInput, zRetryOutboxOutput, zSetAdminInput, zSetMentorRoleInput, zSuspendInput, zUpdateMentorInput, zUserIdInput } from "../../../shared/schemas/admin.js";
import { zSettings } from "../../../shared/settings.js";
import { adminProcedure, mainAdminProcedure, router } from "../../trpc/init.js";
import type { Context } from "../../trpc/context.js";
import { publicOrigin } from "../../lib/public-origin.js";
import { getSettings } from "../settings/service.js";
import { listAuditLog } from "./audit.js";
import { retryFailedOutbox } from "./outbox.js";
import { dashboard } from "./dashboard.js";
import { refundProcessor } from "./refunds.js";
import {
  createMentor, listAdmins, listMentors, listOutbox, listPayments, listPendingCharges, listUsers, refundPayment, reinstateUser,
  setAdmin, setMentorRole, suspendUser, updateMentor, updateSettings, userDetail,
} from "./service.js";

const baseUrl = (ctx: Pick<Context, "config">) => publicOrigin(ctx.config);

export const adminRouter = router({
  dashboard: adminProcedure.query(({ ctx }) => dashboard(ctx.db)),

  users: adminProcedure.input(zAdminUsersInput).query(({ ctx, input }) => listUsers(ctx.db, input)),
  user: adminProcedure.input(zUserIdInput).query(({ ctx, input }) => userDetail(ctx.db, input.userId)),
  suspendUser: adminProcedure.input(zSuspendInput).mutation(({ ctx, input }) => suspendUser(ctx.db, ctx.user, input)),
  reinstateUser: adminProcedure.input(zUserIdInput).mutation(({ ctx, input }) => reinstateUser(ctx.db, ctx.user, input)),
  setMentorRole: adminProcedure.input(zSetMentorRoleInput).mutation(({ ctx, input }) => setMentorRole(ctx.db, ctx.user, input)),

  mentors: adminProcedure.input(zAdminMentorsInput).query(({ ctx, input }) => listMentors(ctx.db, input)),
  createMentor: adminProcedure.input(zCreateMentorInput).mutation(({ ctx, input }) => createMentor(ctx.db, ctx.user, input, baseUrl(ctx))),
  updateMentor: adminProcedure.input(zUpdateMentorInput).mutation(({ ctx, input }) => updateMentor(ctx.db, ctx.user, input)),

  payments: adminProcedure.input(zAdminPaymentsInput).query(({ ctx, input }) => listPayments(ctx.db, input)),
  pendingCharges: adminProcedure.input(zPendingChargesInput).query(({ ctx, input }) => listPendingCharges(ctx.db, input)),
  refundPayment: adminProcedure.input(zRefundInput).mutation(({ ctx, input }) => refundPayment(ctx.db, ctx.user, input, refundProcessor(ctx))),
  outbox: adminProcedure.input(zOutboxInput).query(({ ctx, input }) => listOutbox(ctx.db, input)),
  retryOutbox: adminProcedure.input(zRetryOutboxInput).output(zRetryOutboxOutput).mutation(({ ctx, input }) => retryFailedOutbox(ctx.db, ctx.user.id, input?.ids)),

  settings: adminProcedure.query(({ ctx }) => getSettings(ctx.db)),
  updateSettings: adminProcedure.input(zSettings).mutation(({ ctx, input }) => updateSettings(ctx.db, ctx.user, input)),

  admins: mainAdminProcedure.query(({ ctx }) => listAdmins(ctx.db)),
  setAdmin: mainAdminProcedure.input(zSetAdminInput).mutation(({ ctx, input }) => setAdmin(ctx.db, ctx.user, input)),
  auditLog: mainAdminProcedure.input(zAuditLogInput).query(({ ctx, input }) => listAuditLog(ctx.db, input)),
});
