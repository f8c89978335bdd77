// Action plans: start one from an answer's option, tick its steps, answer "Did it work?".
import { z } from "zod";
import { zPlan, zPlanIdInput, zRecordOutcomeInput, zSetPlanStepInput, zStartPlanInput } from "../../../shared/schemas/plans.js";
import { zNoInput } from "../../../shared/schemas/common.js";
import { router, userProcedure } from "../../trpc/init.js";
import { deletePlan, dueCheckIns, listPlans, recordOutcome, setPlanStep, startPlan } from "./service.js";

export const plansRouter = router({
  start: userProcedure
    .meta({ rest: { method: "POST", path: "/api/action-plans", summary: "Try this approach: start a plan from an option's steps (practice, situation category and steps; never the question)" } })
    .input(zStartPlanInput)
    .output(zPlan)
    .mutation(({ ctx, input }) => startPlan(ctx.db, ctx.user.id, input)),

  list: userProcedure
    .meta({ rest: { method: "GET", path: "/api/action-plans", summary: "The signed-in user's plans with their checklists" } })
    .input(zNoInput)
    .output(z.array(zPlan))
    .query(({ ctx }) => listPlans(ctx.db, ctx.user.id)),

  checkIns: userProcedure
    .meta({ rest: { method: "GET", path: "/api/action-plans/check-ins", summary: "Plans a week old or more that wait for \"Did it work?\"" } })
    .input(zNoInput)
    .output(z.array(zPlan))
    .query(({ ctx }) => dueCheckIns(ctx.db, ctx.user.id)),

  setStep: userProcedure
    .meta({ rest: { method: "PATCH", path: "/api/action-plans/:id/steps/:index", summary: "Tick or untick one step of a plan" } })
    .input(zSetPlanStepInput)
    .output(zPlan)
    .mutation(({ ctx, input }) => setPlanStep(ctx.db, ctx.user.id, input)),

  recordOutcome: userProcedure
    .meta({ rest: { method: "POST", path: "/api/action-plans/:id/outcome", summary: "Did it work? worked / partly / didnt, with an optional note kept with the plan" } })
    .input(zRecordOutcomeInput)
    .output(zPlan)
    .mutation(({ ctx, input }) => recordOutcome(ctx.db, ctx.user.id, input)),

  delete: userProcedure
    .meta({ rest: { method: "DELETE", path: "/api/action-plans/:id", summary: "Delete a plan" } })
    .input(zPlanIdInput)
    .output(z.object({ success: z.literal(true) }))
    .mutation(({ ctx, input }) => deletePlan(ctx.db, ctx.user.id, input.id)),
});
