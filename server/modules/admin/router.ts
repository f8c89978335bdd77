// The admin area. Roles are enforced by the builders: adminProcedure (admins) and mainAdminProcedure
// (the main admin). Queries never change state; every mutation writes an audit row.
import { storageFor } from "../../providers/storage/index.js";
import { zAdminMentorsInput, zAdminPaymentsInput, zAdminUsersInput, zAuditLogInput, zCreateMentorInput, zOutboxInput, zPendingChargesInput, zRefundInput, zRetryOutboxInput, zRetryOutboxOutput, zSetAdminInput, zSetMentorRoleInput, zSuspendInput, zUpdateMentorInput, zUserIdInput } from "../../../shared/schemas/admin.js";
import {
  zAdminMentorsOutput, zAdminOutboxOutput, zAdminPaymentsOutput, zAdminPendingChargesOutput, zAdminsOutput, zAdminUserOutput, zAdminUsersOutput, zAuditLogOutput,
  zCreateMentorOutput, zDashboardOutput, zRefundOutput, zUpdateMentorOutput,
} from "../../../shared/schemas/admin.js";
import { zNoInput, zSuccessOutput } from "../../../shared/schemas/common.js";
import { zSettings } from "../../../shared/settings.js";
import { adminProcedure, mainAdminProcedure, router } from "../../trpc/init.js";
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

export const adminRouter = router({
  dashboard: adminProcedure.input(zNoInput).output(zDashboardOutput).query(({ ctx }) => dashboard(ctx.db)),

  users: adminProcedure.input(zAdminUsersInput).output(zAdminUsersOutput).query(({ ctx, input }) => listUsers(ctx.db, input)),
  user: adminProcedure.input(zUserIdInput).output(zAdminUserOutput).query(({ ctx, input }) => userDetail(ctx.db, input.userId)),
  suspendUser: adminProcedure.input(zSuspendInput).output(zSuccessOutput).mutation(({ ctx, input }) => suspendUser(ctx.db, ctx.user, input)),
  reinstateUser: adminProcedure.input(zUserIdInput).output(zSuccessOutput).mutation(({ ctx, input }) => reinstateUser(ctx.db, ctx.user, input)),
  setMentorRole: adminProcedure.input(zSetMentorRoleInput).output(zSuccessOutput).mutation(({ ctx, input }) => setMentorRole(ctx.db, storageFor(ctx.config), ctx.user, input)),

  mentors: adminProcedure.input(zAdminMentorsInput).output(zAdminMentorsOutput).query(({ ctx, input }) => listMentors(ctx.db, input)),
  createMentor: adminProcedure.input(zCreateMentorInput).output(zCreateMentorOutput).mutation(({ ctx, input }) => createMentor(ctx.db, storageFor(ctx.config), ctx.user, input, publicOrigin(ctx.config))),
  updateMentor: adminProcedure.input(zUpdateMentorInput).output(zUpdateMentorOutput).mutation(({ ctx, input }) => updateMentor(ctx.db, ctx.user, input)),

  payments: adminProcedure.input(zAdminPaymentsInput).output(zAdminPaymentsOutput).query(({ ctx, input }) => listPayments(ctx.db, input)),
  pendingCharges: adminProcedure.input(zPendingChargesInput).output(zAdminPendingChargesOutput).query(({ ctx, input }) => listPendingCharges(ctx.db, input)),
  refundPayment: adminProcedure.meta({ money: true }).input(zRefundInput).output(zRefundOutput).mutation(({ ctx, input }) => refundPayment(ctx.db, ctx.user, input, refundProcessor(ctx))),
  outbox: adminProcedure.input(zOutboxInput).output(zAdminOutboxOutput).query(({ ctx, input }) => listOutbox(ctx.db, input)),
  retryOutbox: adminProcedure.input(zRetryOutboxInput).output(zRetryOutboxOutput).mutation(({ ctx, input }) => retryFailedOutbox(ctx.db, ctx.user.id, input?.ids)),

  settings: adminProcedure.input(zNoInput).output(zSettings).query(({ ctx }) => getSettings(ctx.db)),
  updateSettings: adminProcedure.input(zSettings).output(zSettings).mutation(({ ctx, input }) => updateSettings(ctx.db, ctx.user, input)),

  admins: mainAdminProcedure.input(zNoInput).output(zAdminsOutput).query(({ ctx }) => listAdmins(ctx.db)),
  setAdmin: mainAdminProcedure.input(zSetAdminInput).output(zSuccessOutput).mutation(({ ctx, input }) => setAdmin(ctx.db, ctx.user, input)),
  auditLog: mainAdminProcedure.input(zAuditLogInput).output(zAuditLogOutput).query(({ ctx, input }) => listAuditLog(ctx.db, input)),
});
