// Accounts: register, sign in, the public shape of a user. Passwords are hashed with argon2id.
import type { Tx } from "../../db/transaction.js";
import { hash as argon2Hash, verify as argon2Verify } from "@node-rs/argon2";
import type { Db } from "../../db/client.js";
import { isUniqueViolation } from "../../db/unique-violation.js";
import type { LoginInput, RegisterInput } from "../../../shared/schemas/auth.js";
import type { User } from "../../../shared/user.js";
import { AppError, assertNotSuspendedByAdmin } from "../../lib/errors.js";
import { sessionUserSelect, type SessionUser } from "./sessions.js";
import type { Services } from "../../services.js";

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

export async function register(db: Db, input: RegisterInput, onLinked?: (tx: Tx, userId: string) => Promise<void>): Promise<SessionUser> {
  const email = normaliseEmail(input.email);
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.$transaction(async (tx) => {
      const user = await tx.user.create({
        data: { email, passwordHash, firstName: input.firstName.trim(), lastName: input.lastName.trim() },
        select: { id: true },
      });
      await onLinked?.(tx, user.id);
      return tx.user.findUniqueOrThrow({ where: { id: user.id }, select: sessionUserSelect });
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new AppError({ code: "CONFLICT", message: "An account with this email already exists" });
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
    throw new AppError({ code: "UNAUTHORIZED", message: WRONG_CREDENTIALS });
  }
  const ok = await argon2Verify(user.passwordHash, input.password).catch(() => false);
  if (!ok) throw new AppError({ code: "UNAUTHORIZED", message: WRONG_CREDENTIALS });
  // Only after the password matched, so the answer tells a guesser nothing about the account.
  assertNotSuspendedByAdmin(user);
  const { passwordHash: _omit, ...sessionUser } = user;
  return sessionUser;
}

type Limits = Services["limits"];

/** Sign-up from one address: limited per hour (429), then the account. */
export async function signUp(db: Db, limits: Pick<Limits, "register">, input: RegisterInput, ip: string, onLinked?: (tx: Tx, userId: string) => Promise<void>): Promise<SessionUser> {
  await limits.register.consume(ip);
  return register(db, input, onLinked);
}

/**
 * Sign-in: spraying is limited per address; guessing one account slows down per (account, address),
 * so a burst from one address never locks the owner out from another.
 */
export async function signIn(db: Db, limits: Pick<Limits, "loginByIp" | "signIn">, input: LoginInput, ip: string): Promise<SessionUser> {
  const account = normaliseEmail(input.email);
  await limits.loginByIp.consume(ip);
  await limits.signIn.check(account, ip);
  let user: SessionUser;
  try {
    user = await verifyCredentials(db, input);
  } catch (error) {
    if (error instanceof AppError && error.code === "UNAUTHORIZED") await limits.signIn.failed(account, ip);
    throw error;
  }
  await limits.signIn.succeeded(account, ip);
  return user;
}
