/** Mentors whose accounts can sign in with the demo mentor password (demo mode only). */
export const DEMO_MENTOR_LOGINS = 3;
