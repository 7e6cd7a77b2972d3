import { createHash, randomBytes } from "node:crypto";
import type { RegistrationBody, UpdateMeBody, User } from "@shop/contracts/account";
import type { AnsweredValidationError } from "@shop/contracts/error-codes";
import { cleanOptionalName } from "@shop/domain/names";
import type { PasswordRefusal } from "@shop/domain/password-rules";
import {
  checkEmail,
  checkMobile,
  checkRegistrationPassword,
  normalizeEmail,
  normalizeMobile,
} from "@shop/domain/validation";
import { and, eq, gt, inArray, isNull } from "drizzle-orm";
import type { Config } from "../../config.ts";
import type { Db, Tx } from "../../db/client.ts";
import { passwordResetKeys, users } from "../../db/schema/account.ts";
import type { Mailer } from "../../platform/mail.ts";
import { hashPassword, verifyDummyPassword, verifyPassword } from "../../platform/passwords.ts";
import { getLanguages, shopProfile } from "../content/service.ts";
import { addSubjectToUser } from "../subjects/scope.ts";
import { newPasswordProblem } from "./password-rules.ts";
import { passwordResetMail } from "./reset-mail.ts";
import { endSessionsOf } from "./sessions.ts";

export const wrongCredentialsMessage = "Wrong e-mail or password";
export const codeRequiredMessage = "Please enter your code first";
export const emailTakenMessage = "An account with this e-mail already exists";
export const reminderSentMessage =
  "If an account exists for this e-mail address, we have sent instructions to reset the password.";
export const resetKeyInvalidMessage = "Sorry, no account connected to this key";
export const noPendingPictureSetMessage = "No picture set is waiting to be added";
/** A password given to confirm a change (the current one at a change, the account's at deletion) that is not it. */
export const wrongPasswordMessage = "The password is not correct";

const resetKeyLifetimeMs = 60 * 60 * 1000;

type UserRow = typeof users.$inferSelect;

export function toUser(row: UserRow): User {
  return {
    uuid: row.uuid,
    name: row.name,
    emailAddress: row.email,
    lang: row.lang,
    // Impersonation and anonymous accounts are not offered by this shop; every session is the person's own.
    isSimulated: false,
    isAnonymousUser: false,
    mobilePhone: row.mobilePhone,
    address: {
      address: row.address,
      address2: row.address2,
      postalCode: row.postalCode,
      city: row.city,
      state: row.state,
    },
    acceptMail: row.acceptMail,
  };
}

/** The user's stored profile, which prefills the checkout's forms and addresses the mails. */
export interface Profile {
  uuid: string;
  email: string;
  name: string | null;
  lang: string;
  mobilePhone: string | null;
  address: string | null;
  address2: string | null;
  postalCode: string | null;
  city: string | null;
  state: string | null;
  country: string | null;
}

export async function getProfile(db: Db, userId: number): Promise<Profile | null> {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!row) return null;
  const { uuid, email, name, lang, mobilePhone, address, address2, postalCode, city, state, country } = row;
  return { uuid, email, name, lang, mobilePhone, address, address2, postalCode, city, state, country };
}

/** Keeps an address in the profile (the customer asked the checkout to save it). */
export async function saveAddress(
  db: Db,
  userId: number,
  a: Pick<Profile, "name" | "address" | "address2" | "postalCode" | "city" | "state" | "country">,
): Promise<void> {
  await db
    .update(users)
    .set({
      name: cleanOptionalName(a.name),
      address: a.address,
      address2: a.address2,
      postalCode: a.postalCode,
      city: a.city,
      state: a.state,
      country: a.country,
    })
    .where(eq(users.id, userId));
}

/** The users' e-mail addresses, by user id (the operator's lists). */
export async function emailsOf(db: Db, userIds: readonly number[]): Promise<Map<number, string>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.id, [...new Set(userIds)]));
  return new Map(rows.map((r) => [r.id, r.email]));
}

export async function getUser(db: Db, userId: number): Promise<User | null> {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return row ? toUser(row) : null;
}

async function findUserByEmail(db: Db, portalId: number, email: string): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.portalId, portalId), eq(users.email, normalizeEmail(email))))
    .limit(1);
  return row ?? null;
}

/**
 * The user id for a correct e-mail and password. The e-mail is looked up in its one normalized form, as registration
 * stored it and reset finds it. An unknown e-mail costs one hash check too.
 */
export async function authenticate(
  db: Db,
  portalId: number,
  username: string,
  password: string,
): Promise<number | null> {
  const user = await findUserByEmail(db, portalId, username);
  if (!user) {
    await verifyDummyPassword(password);
    return null;
  }
  return (await verifyPassword(user.passwordHash, password)) ? user.id : null;
}

/**
 * What names the account's sign-in counters besides its address (decision 0040): its password hash, which every new
 * password changes. Null for an address without an account.
 */
export async function passwordStamp(db: Db, portalId: number, email: string): Promise<string | null> {
  return (await findUserByEmail(db, portalId, email))?.passwordHash ?? null;
}

export async function updateMe(
  db: Db,
  portalId: number,
  userId: number,
  changes: UpdateMeBody,
): Promise<User | "unknown-language"> {
  if (changes.lang !== undefined) {
    const { languages } = await getLanguages(db, portalId);
    if (!languages.some((l) => l.long === changes.lang)) return "unknown-language";
  }
  const set: Partial<Pick<UserRow, "lang" | "acceptMail">> = {};
  if (changes.lang !== undefined) set.lang = changes.lang;
  if (changes.acceptMail !== undefined) set.acceptMail = changes.acceptMail;
  const [row] =
    Object.keys(set).length === 0
      ? await db.select().from(users).where(eq(users.id, userId)).limit(1)
      : await db.update(users).set(set).where(eq(users.id, userId)).returning();
  if (!row) throw new Error("the signed-in user no longer exists");
  return toUser(row);
}

/** The id of the shop's user with this e-mail address, or null (the operator's commands name users by e-mail). */
export async function userIdByEmail(db: Db, portalId: number, email: string): Promise<number | null> {
  return (await findUserByEmail(db, portalId, email))?.id ?? null;
}

export async function userExists(db: Db, portalId: number, email: string): Promise<boolean> {
  return (await findUserByEmail(db, portalId, email)) !== null;
}

export type RegistrationField = "email" | "mobile" | "password" | "confirm_password" | "termsofservice";

/**
 * Every field that fails, and the first failure (the form shows its text and flags all fields). `passwordRule` is the
 * shop's rule the password breaks beyond the spec's length (newPasswordProblem), asked by the caller.
 */
export function checkRegistration(
  body: Pick<RegistrationBody, "email" | "mobile" | "password" | "confirm_password" | "termsofservice">,
  passwordRule: PasswordRefusal | null = null,
): { problem: AnsweredValidationError; fields: RegistrationField[] } | null {
  const failures: Array<[RegistrationField, AnsweredValidationError]> = [];
  const email = checkEmail(body.email);
  if (email) failures.push(["email", email]);
  const mobile = checkMobile(body.mobile);
  if (mobile) failures.push(["mobile", mobile]);
  const password = checkRegistrationPassword(body.password) ?? passwordRule;
  if (password) failures.push(["password", password]);
  if (body.confirm_password !== undefined && body.confirm_password !== body.password) {
    failures.push(["confirm_password", "passwordsDontMatch"]);
  }
  if (!body.termsofservice) failures.push(["termsofservice", "required"]);
  const first = failures[0];
  if (!first) return null;
  return { problem: first[1], fields: failures.map(([field]) => field) };
}

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Error || (typeof e === "object" && e !== null); ) {
    if ((e as { code?: unknown }).code === "23505") return true;
    e = (e as { cause?: unknown }).cause;
    if (e === undefined) break;
  }
  return false;
}

export type RegistrationResult = { kind: "created"; userId: number; user: User } | { kind: "email-taken" };

export interface NewUser {
  portalId: number;
  email: string;
  /** hashPassword's hash: made before the caller's transaction, as hashing takes a while. */
  passwordHash: string;
  name?: string | null;
  mobile?: string | null;
  lang: string;
  acceptMail: boolean;
}

/**
 * Stores a user with the e-mail and mobile number in the forms registration keeps them: registration, the demo seed
 * and the tests' factories all make users here. A taken e-mail throws the unique index's error.
 */
export async function insertUser(db: Db | Tx, input: NewUser): Promise<UserRow> {
  const [row] = await db
    .insert(users)
    .values({
      portalId: input.portalId,
      email: normalizeEmail(input.email),
      passwordHash: input.passwordHash,
      name: cleanOptionalName(input.name),
      lang: input.lang,
      mobilePhone: input.mobile == null ? null : normalizeMobile(input.mobile),
      acceptMail: input.acceptMail,
    })
    .returning();
  if (!row) throw new Error("inserting the user returned no row");
  return row;
}

/**
 * Creates the account and gives it the picture set of the code that was verified in this session. An account made
 * from an invite link has no code (`subjectId: null`): its caller's `andThen` runs in the same transaction (accepting
 * the invite), so a link that stopped working leaves no account behind.
 */
export async function createAccount(
  db: Db,
  input: {
    portalId: number;
    email: string;
    mobile: string;
    password: string;
    lang: string;
    acceptMail: boolean;
    subjectId: number | null;
    /** Registration asks for none; the demo account has one. */
    name?: string;
    /** More work of the caller in the account's transaction, with the new user's id. */
    andThen?: (tx: Tx, userId: number) => Promise<void>;
  },
): Promise<RegistrationResult> {
  const email = normalizeEmail(input.email);
  if (await userExists(db, input.portalId, email)) return { kind: "email-taken" };
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      const row = await insertUser(tx, {
        portalId: input.portalId,
        email,
        passwordHash,
        name: input.name ?? null,
        mobile: input.mobile,
        lang: input.lang,
        acceptMail: input.acceptMail,
      });
      if (input.subjectId !== null) await addSubjectToUser(tx, row.id, input.subjectId);
      await input.andThen?.(tx, row.id);
      return { kind: "created" as const, userId: row.id, user: toUser(row) };
    });
  } catch (error) {
    // Two registrations for one address at the same moment: the unique index decides, the loser gets 409.
    if (isUniqueViolation(error)) return { kind: "email-taken" };
    throw error;
  }
}

function hashKey(key: string): string {
  return createHash("sha256").update(key).digest("hex");
}

/**
 * Sends reset instructions when the address has an account. The caller answers the same either way, so the
 * response does not tell who has an account. The key itself is only in the mail; the database keeps its hash.
 */
export async function requestPasswordReset(
  db: Db,
  mailer: Mailer,
  config: Pick<Config, "publicUrl">,
  portalId: number,
  email: string,
  now: Date = new Date(),
): Promise<void> {
  const user = await findUserByEmail(db, portalId, email);
  if (!user) return;
  const shop = await shopProfile(db, portalId);
  const key = randomBytes(32).toString("base64url");
  await db.transaction(async (tx) => {
    await tx.insert(passwordResetKeys).values({
      keyHash: hashKey(key),
      userId: user.id,
      expiresAt: new Date(now.getTime() + resetKeyLifetimeMs),
      createdAt: now,
    });
    const link = `${config.publicUrl}/reset-password?resetcode=${encodeURIComponent(key)}`;
    await mailer.enqueue(
      passwordResetMail({
        to: user.email,
        name: user.name,
        lang: user.lang,
        link,
        shopName: shop.name,
      }),
      tx,
    );
  });
}

function usableKey(key: string, now: Date) {
  return and(
    eq(passwordResetKeys.keyHash, hashKey(key)),
    isNull(passwordResetKeys.usedAt),
    gt(passwordResetKeys.expiresAt, now),
  );
}

/** The user a usable reset key of the shop belongs to; null for a key that is unknown, used or expired. */
async function resetKeyHolder(
  db: Db,
  portalId: number,
  key: string,
  now: Date,
): Promise<{ email: string } | null> {
  const [holder] = await db
    .select({ email: users.email })
    .from(passwordResetKeys)
    .innerJoin(users, eq(users.id, passwordResetKeys.userId))
    .where(and(usableKey(key, now), eq(users.portalId, portalId)))
    .limit(1);
  return holder ?? null;
}

export async function isResetKeyValid(
  db: Db,
  portalId: number,
  key: string,
  now: Date = new Date(),
): Promise<boolean> {
  return (await resetKeyHolder(db, portalId, key, now)) !== null;
}

export type ResetResult =
  | { kind: "done" }
  | { kind: "invalid-key" }
  | { kind: "refused"; problem: PasswordRefusal };

/**
 * Sets the new password with a reset key, once: claiming the key and changing the password commit together, and
 * every session of the user ends (whoever knew the old password is signed out), and with the password hash the
 * account's sign-in counters change (decision 0040). The new password must pass the shop's rules for a chosen
 * password (newPasswordProblem); the spec's length the caller checks.
 */
export async function resetPassword(
  db: Db,
  portalId: number,
  key: string,
  newPassword: string,
  now: Date = new Date(),
): Promise<ResetResult> {
  // Checked before hashing so a wrong key costs nothing; the claim below is what makes the key single-use.
  const holder = await resetKeyHolder(db, portalId, key, now);
  if (!holder) return { kind: "invalid-key" };
  const problem = await newPasswordProblem(db, portalId, newPassword, holder.email);
  if (problem) return { kind: "refused", problem };
  const passwordHash = await hashPassword(newPassword);
  const done = await db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(passwordResetKeys)
      .set({ usedAt: now })
      .where(usableKey(key, now))
      .returning({ userId: passwordResetKeys.userId });
    if (!claimed) return false;
    await tx.update(users).set({ passwordHash }).where(eq(users.id, claimed.userId));
    // Other keys sent to the same address are spent too: one reset answers every request made before it.
    await tx
      .update(passwordResetKeys)
      .set({ usedAt: now })
      .where(and(eq(passwordResetKeys.userId, claimed.userId), isNull(passwordResetKeys.usedAt)));
    await endSessionsOf(tx, claimed.userId);
    return true;
  });
  return done ? { kind: "done" } : { kind: "invalid-key" };
}

/** Whether the password is the user's own (deleting the account asks for it again). */
export async function isPasswordOf(db: Db, userId: number, password: string): Promise<boolean> {
  const [row] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) {
    await verifyDummyPassword(password);
    return false;
  }
  return verifyPassword(row.passwordHash, password);
}

/**
 * Deletes the user's row inside the caller's transaction (decision 0034). The database takes the rest with it: the
 * sessions and reset keys, reminders and packages for inspection (this module's), and every other module's rows that
 * name the user `on delete cascade` (cart, checkouts, picture sets in the account, favorites, yearbook poses,
 * entitlements, voucher redemptions, uploads' rows); orders, their transactions and retouch jobs keep their rows with
 * the user set to null. Answers whether there was a row.
 */
export async function deleteUser(tx: Db | Tx, userId: number): Promise<boolean> {
  const deleted = await tx.delete(users).where(eq(users.id, userId)).returning({ id: users.id });
  return deleted.length > 0;
}

/** The stored user as the data export shows it: everything but the password's hash. */
export interface ExportedProfile {
  uuid: string;
  email: string;
  name: string | null;
  mobilePhone: string | null;
  address: string | null;
  address2: string | null;
  postalCode: string | null;
  city: string | null;
  state: string | null;
  country: string | null;
  lang: string;
  acceptMail: boolean;
  createdAt: string;
}

export async function profileForExport(db: Db, userId: number): Promise<ExportedProfile | null> {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!row) return null;
  const { passwordHash: _hash, id: _id, portalId: _portal, createdAt, ...rest } = row;
  return { ...rest, createdAt: createdAt.toISOString() };
}
