// My Profile: names, username and password of the signed-in user.
import { AppError, notFound } from "../../lib/errors.js";
import { verify as argon2Verify } from "@node-rs/argon2";
import type { Db } from "../../db/client.js";
import { isUniqueViolation } from "../../db/unique-violation.js";
import type { ChangePassword, ProfileUpdate } from "../../../shared/schemas/users.js";
import { hashPassword } from "../auth/service.js";

export async function getProfile(db: Db, userId: string) {
  const user = await db.user.findUnique({
    where: { id: userId },
    select: { id: true, email: true, firstName: true, lastName: true, username: true, billingName: true, createdAt: true, referredBy: { select: { firstName: true, lastName: true } } },
  });
  if (!user) throw notFound("User");
  return { ...user, referredBy: user.referredBy ? `${user.referredBy.firstName} ${user.referredBy.lastName}` : null };
}

export async function updateProfile(db: Db, userId: string, input: ProfileUpdate) {
  const username = input.username?.trim() ? input.username.trim() : null;
  if (username) {
    const taken = await db.user.findFirst({ where: { username: { equals: username, mode: "insensitive" }, NOT: { id: userId } }, select: { id: true } });
    if (taken) throw new AppError({ code: "CONFLICT", message: "This username is already taken" });
  }
  try {
    await db.user.update({ where: { id: userId }, data: { firstName: input.firstName, lastName: input.lastName, username, ...(input.billingName === undefined ? {} : { billingName: input.billingName?.trim() || null }) } });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError({ code: "CONFLICT", message: "This username is already taken" });
    throw error;
  }
  return getProfile(db, userId);
}

/** Changes the password and ends every other session of the user (this one stays signed in). */
export async function changePassword(db: Db, userId: string, currentSessionId: string | null, input: ChangePassword) {
  const user = await db.user.findUnique({ where: { id: userId }, select: { passwordHash: true } });
  if (!user) throw notFound("User");
  const ok = await argon2Verify(user.passwordHash, input.currentPassword).catch(() => false);
  if (!ok) throw new AppError({ code: "BAD_REQUEST", message: "Current password is incorrect" });
  const passwordHash = await hashPassword(input.newPassword);
  await db.$transaction([
    db.user.update({ where: { id: userId }, data: { passwordHash } }),
    db.session.deleteMany({ where: { userId, ...(currentSessionId ? { NOT: { id: currentSessionId } } : {}) } }),
  ]);
  return { success: true as const };
}
