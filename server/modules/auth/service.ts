// Accounts: register, sign in, the public shape of a user. Passwords are hashed with argon2id.
import { hash as argon2Hash, verify as argon2Verify } from "@node-rs/argon2";
import { TRPCError } from "@trpc/server";
import type { Db } from "../../db/client.js";
import type { LoginInput, RegisterInput } from "../../../shared/schemas/auth.js";
import type { User } from "../../../shared/user.js";
import { assertNotSuspendedByAdmin } from "../../lib/errors.js";
import { sessionUserSelect, type SessionUser } from "./sessions.js";

/** OWASP's argon2id baseline (19 MiB, 2 passes). */
const ARGON2 = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;
export const WRONG_CREDENTIALS = "Invalid email or password";

export const hashPassword = (password: string) => argon2Hash(password, ARGON2);

/** A hash of nothing, verified against when the email is unknown so both paths take the same time. */
let dummyHash: Promise<string> | undefined;

export function toPublicUser(user: SessionUser): User {
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    username: user.username,
    email: user.email,
    isAdmin: user.isAdmin,
    isMainAdmin: user.isMainAdmin,
    isMentor: user.isMentor,
    profileImageUrl: user.mentorProfile?.imageUrl ?? null,
    claims: { first_name: user.firstName, last_name: user.lastName, username: user.username, sub: user.id },
  };
}

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

export async function register(db: Db, input: RegisterInput, onLinked?: (tx: Db, userId: string) => Promise<void>): Promise<SessionUser> {
  const email = normaliseEmail(input.email);
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.$transaction(async (tx) => {
      const user = await tx.user.create({
        data: { email, passwordHash, firstName: input.firstName.trim(), lastName: input.lastName.trim() },
        select: { id: true },
      });
      await onLinked?.(tx as Db, user.id);
      return tx.user.findUniqueOrThrow({ where: { id: user.id }, select: sessionUserSelect });
    });
  } catch (error) {
    if ((error as { code?: string }).code === "P2002") {
      throw new TRPCError({ code: "CONFLICT", message: "An account with this email already exists" });
    }
    throw error;
  }
}

export async function verifyCredentials(db: Db, input: LoginInput): Promise<SessionUser> {
  const user = await db.user.findUnique({
    where: { email: normaliseEmail(input.email) },
    select: { ...sessionUserSelect, passwordHash: true },
  });
  if (!user) {
    dummyHash ??= hashPassword("not a real password");
    await argon2Verify(await dummyHash, input.password).catch(() => false);
    throw new TRPCError({ code: "UNAUTHORIZED", message: WRONG_CREDENTIALS });
  }
  const ok = await argon2Verify(user.passwordHash, input.password).catch(() => false);
  if (!ok) throw new TRPCError({ code: "UNAUTHORIZED", message: WRONG_CREDENTIALS });
  // Only after the password matched, so the answer tells a guesser nothing about the account.
  assertNotSuspendedByAdmin(user);
  const { passwordHash: _omit, ...sessionUser } = user;
  return sessionUser;
}
