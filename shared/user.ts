// The signed-in user as both sides see it (SPEC §3 User).
import type { z } from "zod";
import type { zUserClaims, zUserOutput } from "./schemas/auth.js";

export type UserClaims = z.infer<typeof zUserClaims>;
export type User = z.infer<typeof zUserOutput>;

type NameSource = Pick<User, "firstName" | "username"> & { claims?: Partial<UserClaims> | null };

/** SPEC §3: first name, username, claims first name, claims username, 'User {sub}', 'My Account'. */
export function displayName(user: NameSource | null | undefined): string {
  if (!user) return "My Account";
  return (
    user.firstName ||
    user.username ||
    user.claims?.first_name ||
    user.claims?.username ||
    (user.claims?.sub ? `User ${user.claims.sub}` : "My Account")
  );
}

/** SPEC §2 header greeting. */
export function greeting(user: NameSource & Pick<User, "isAdmin" | "isMentor">): string {
  if (user.isAdmin) return "Logged in as: Admin";
  if (user.isMentor) return user.firstName || user.username || displayName(user);
  return `Welcome, ${user.firstName || displayName(user)}`;
}

export function initial(user: NameSource | null | undefined): string {
  return displayName(user).trim().charAt(0).toUpperCase() || "?";
}
