// The root router: one sub-router per domain module.
import { accountRouter } from "../modules/account/router.js";
import { adminRouter } from "../modules/admin/router.js";
import { adviceRouter } from "../modules/advice/router.js";
import { authRouter } from "../modules/auth/router.js";
import { apiKeysRouter } from "../modules/auth/api-keys/router.js";
import { billingRouter } from "../modules/billing/router.js";
import { bookingsRouter } from "../modules/bookings/router.js";
import { mentorAreaRouter } from "../modules/mentor-area/router.js";
import { mentorsRouter } from "../modules/mentors/router.js";
import { plansRouter } from "../modules/plans/router.js";
import { mentorshipsRouter } from "../modules/mentorships/router.js";
import { messagesRouter } from "../modules/messages/router.js";
import { referralsRouter } from "../modules/referrals/router.js";
import { usageRouter } from "../modules/usage/router.js";
import { usersRouter } from "../modules/users/router.js";
import { router } from "./init.js";

export const appRouter = router({
  auth: authRouter,
  apiKeys: apiKeysRouter,
  mentors: mentorsRouter,
  mentorships: mentorshipsRouter,
  advice: adviceRouter,
  usage: usageRouter,
  billing: billingRouter,
  account: accountRouter,
  referrals: referralsRouter,
  admin: adminRouter,
  mentorArea: mentorAreaRouter,
  users: usersRouter,
  bookings: bookingsRouter,
  messages: messagesRouter,
  actionPlans: plansRouter,
});

export type AppRouter = typeof appRouter;
