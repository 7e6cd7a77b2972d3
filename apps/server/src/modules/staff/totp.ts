import { randomBytes } from "node:crypto";
import { and, eq, isNull, lt, or } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import type { Db } from "../../db/client.ts";
import { staffRecoveryCodes, staffUsers } from "../../db/schema/staff.ts";
import { decryptText, encryptText, keyedHash } from "../../platform/crypto.ts";
import { recordStudioChange } from "./service.ts";
import type { StaffUser } from "./sessions.ts";

/** How many recovery codes a member gets when TOTP is set up; each opens one sign-in instead of a code. */
export const recoveryCodeCount = 10;

interface Keys {
  dataEncryptionKey: string;
  signingSecret: string;
}

/** RFC 6238's time step, which every authenticator app takes. */
const periodSeconds = 30;

/** The authenticator app's view of a secret: 6 digits every 30 seconds (RFC 6238's defaults, which every app takes). */
function totpOf(secretBase32: string, label = "", issuer = "Studio"): TOTP {
  return new TOTP({
    issuer,
    label,
    algorithm: "SHA1",
    digits: 6,
    period: periodSeconds,
    secret: Secret.fromBase32(secretBase32),
  });
}

/**
 * The time step (Unix time / 30 s) whose code this is: the step of `at`, or one before or after (a clock a little
 * off, a slow typist); null when the code is none of them.
 */
export function totpStepOf(secretBase32: string, code: string, at: Date): number | null {
  const token = code.replace(/\s+/g, "");
  if (!/^\d{6}$/.test(token)) return null;
  const delta = totpOf(secretBase32).validate({ token, timestamp: at.getTime(), window: 1 });
  return delta === null ? null : Math.floor(at.getTime() / 1000 / periodSeconds) + delta;
}

/** A code is accepted once: only a step later than the member's last accepted one (refused as a wrong code). */
const laterStep = (step: number) => or(isNull(staffUsers.totpLastStep), lt(staffUsers.totpLastStep, step));

export interface TotpSetUp {
  secret: string;
  uri: string;
  /** The URI as a QR code, an SVG for the page to show. */
  qrSvg: string;
}

/** A new secret waiting for its first code (what the page shows); the member's confirmed secret, if any, stays. */
export async function startTotp(db: Db, keys: Keys, staff: StaffUser, shopName: string): Promise<TotpSetUp> {
  const secret = new Secret({ size: 20 }).base32;
  await db
    .update(staffUsers)
    .set({ totpPendingSecret: encryptText(keys.dataEncryptionKey, secret) })
    .where(eq(staffUsers.id, staff.id));
  const uri = totpOf(secret, staff.email, shopName).toString();
  // qrcode (with pngjs, 9 MB resident) is loaded by the first staff member who sets up a second factor.
  const { default: QRCode } = await import("qrcode");
  return { secret, uri, qrSvg: await QRCode.toString(uri, { type: "svg", margin: 1 }) };
}

function recoveryCode(): string {
  const text = randomBytes(10).toString("hex");
  return `${text.slice(0, 5)}-${text.slice(5, 10)}-${text.slice(10, 15)}-${text.slice(15, 20)}`;
}

function recoveryHash(keys: Keys, code: string): string {
  return keyedHash(keys.signingSecret, `staff-recovery:${code.trim().toLowerCase()}`);
}

/**
 * Confirms the waiting secret with a code from it: it becomes the member's second factor, and new recovery codes
 * (returned once, stored only as keyed hashes) replace any earlier ones. Null when the code is not the secret's, or
 * its time step is not later than the last code accepted from the member.
 */
export async function confirmTotp(
  db: Db,
  keys: Keys,
  staff: StaffUser,
  code: string,
  at: Date,
): Promise<string[] | null> {
  const [row] = await db
    .select({ pending: staffUsers.totpPendingSecret })
    .from(staffUsers)
    .where(eq(staffUsers.id, staff.id))
    .limit(1);
  if (!row?.pending) return null;
  const pending = row.pending;
  const step = totpStepOf(decryptText(keys.dataEncryptionKey, pending), code, at);
  if (step === null) return null;
  const codes = Array.from({ length: recoveryCodeCount }, recoveryCode);
  return db.transaction(async (tx) => {
    // One statement decides, so two confirmations at once (or a replayed one) cannot both take the secret.
    const [confirmed] = await tx
      .update(staffUsers)
      .set({ totpSecret: pending, totpPendingSecret: null, totpLastStep: step })
      .where(and(eq(staffUsers.id, staff.id), eq(staffUsers.totpPendingSecret, pending), laterStep(step)))
      .returning({ id: staffUsers.id });
    if (!confirmed) return null;
    await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, staff.id));
    await tx
      .insert(staffRecoveryCodes)
      .values(codes.map((c) => ({ staffId: staff.id, codeHash: recoveryHash(keys, c) })));
    await recordStudioChange(tx, {
      staff,
      action: "staff.totp-on",
      objectType: "staff",
      objectId: staff.uuid,
    });
    return codes;
  });
}

/** Whether the member has a confirmed TOTP secret (then a password sign-in needs its code). */
export async function totpSecretOf(db: Db, keys: Keys, staffId: number): Promise<string | null> {
  const [row] = await db
    .select({ secret: staffUsers.totpSecret })
    .from(staffUsers)
    .where(eq(staffUsers.id, staffId))
    .limit(1);
  return row?.secret ? decryptText(keys.dataEncryptionKey, row.secret) : null;
}

/**
 * A sign-in's second factor: the TOTP code, taken as the member's last accepted step in one conditional update (so a
 * code used once, on any server process, is refused after), or one unused recovery code (then used up).
 */
export async function checkSecondFactor(
  db: Db,
  keys: Keys,
  staffId: number,
  secret: string,
  code: string,
  at: Date,
) {
  const step = totpStepOf(secret, code, at);
  if (step !== null) {
    const [taken] = await db
      .update(staffUsers)
      .set({ totpLastStep: step })
      .where(and(eq(staffUsers.id, staffId), laterStep(step)))
      .returning({ id: staffUsers.id });
    return taken !== undefined;
  }
  const [used] = await db
    .update(staffRecoveryCodes)
    .set({ usedAt: at })
    .where(
      and(
        eq(staffRecoveryCodes.staffId, staffId),
        eq(staffRecoveryCodes.codeHash, recoveryHash(keys, code)),
        isNull(staffRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: staffRecoveryCodes.id });
  return used !== undefined;
}

/** The member's unused recovery codes, counted (the account page says how many are left). */
export async function recoveryCodesLeft(db: Db, staffId: number): Promise<number> {
  const rows = await db
    .select({ id: staffRecoveryCodes.id })
    .from(staffRecoveryCodes)
    .where(and(eq(staffRecoveryCodes.staffId, staffId), isNull(staffRecoveryCodes.usedAt)));
  return rows.length;
}
