import type { AuthenticationResponseJSON, RegistrationResponseJSON } from "@simplewebauthn/server";
import { and, eq, gt, ne } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { staffPasskeys, staffUsers, staffWebauthnChallenges } from "../../db/schema/staff.ts";
import { recordStudioChange } from "./service.ts";
import type { StaffUser } from "./sessions.ts";

/**
 * The WebAuthn library, loaded when a passkey is first used: it is large, and its crypto backend prints Node's
 * experimental-feature warnings when it loads, which a shop without passkeys need not see at every start.
 */
const webauthn = () => import("@simplewebauthn/server");

/** A challenge answers within this long; the browser's own timeout is the same. */
const challengeMs = 5 * 60_000;

/** The relying party: the shop's public address (PUBLIC_URL), whose host names it and whose origin signs. */
export interface RelyingParty {
  name: string;
  id: string;
  origin: string;
}

export function relyingPartyOf(publicUrl: string, name: string): RelyingParty {
  const url = new URL(publicUrl);
  return { name, id: url.hostname, origin: url.origin };
}

async function storeChallenge(
  db: Db,
  kind: "register" | "authenticate",
  challenge: string,
  staffId: number | null,
  at: Date,
) {
  const [row] = await db
    .insert(staffWebauthnChallenges)
    .values({ challenge, kind, staffId, expiresAt: new Date(at.getTime() + challengeMs) })
    .returning({ id: staffWebauthnChallenges.id });
  if (!row) throw new Error("storing the challenge returned no row");
  return row.id;
}

/** Takes the challenge (once: it is deleted), while it is fresh and of this kind and member. */
async function takeChallenge(
  db: Db,
  id: string,
  kind: "register" | "authenticate",
  staffId: number | null,
  at: Date,
) {
  const [row] = await db
    .delete(staffWebauthnChallenges)
    .where(and(eq(staffWebauthnChallenges.id, id), gt(staffWebauthnChallenges.expiresAt, at)))
    .returning();
  if (!row || row.kind !== kind || row.staffId !== staffId) return null;
  return row.challenge;
}

/** The options of a new passkey for the signed-in member; its challenge waits in the database. */
export async function passkeyRegistrationOptions(db: Db, rp: RelyingParty, staff: StaffUser, at: Date) {
  const existing = await db
    .select({ credentialId: staffPasskeys.credentialId, transports: staffPasskeys.transports })
    .from(staffPasskeys)
    .where(eq(staffPasskeys.staffId, staff.id));
  const { generateRegistrationOptions } = await webauthn();
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: staff.email,
    userDisplayName: staff.name,
    userID: new TextEncoder().encode(staff.uuid),
    attestationType: "none",
    excludeCredentials: existing.map((p) => ({ id: p.credentialId, transports: p.transports })),
    // A passkey the member signs in with without typing the e-mail: resident, verified by the device's lock.
    authenticatorSelection: { residentKey: "required", userVerification: "required" },
    timeout: challengeMs,
  });
  const challengeId = await storeChallenge(db, "register", options.challenge, staff.id, at);
  return { challengeId, options };
}

/** Verifies the browser's new passkey against its challenge and keeps it; false when it does not verify. */
export async function addPasskey(
  db: Db,
  rp: RelyingParty,
  staff: StaffUser,
  input: { challengeId: string; response: RegistrationResponseJSON; name: string },
  at: Date,
): Promise<boolean> {
  const challenge = await takeChallenge(db, input.challengeId, "register", staff.id, at);
  if (challenge === null) return false;
  const { verifyRegistrationResponse } = await webauthn();
  let verified: Awaited<ReturnType<typeof verifyRegistrationResponse>>;
  try {
    verified = await verifyRegistrationResponse({
      response: input.response,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: true,
    });
  } catch {
    return false;
  }
  if (!verified.verified) return false;
  const { credential } = verified.registrationInfo;
  await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(staffPasskeys)
      .values({
        staffId: staff.id,
        credentialId: credential.id,
        publicKey: Buffer.from(credential.publicKey).toString("base64url"),
        counter: credential.counter,
        transports: credential.transports ?? [],
        name: input.name,
      })
      .returning({ uuid: staffPasskeys.uuid });
    await recordStudioChange(tx, {
      staff,
      action: "staff.passkey-add",
      objectType: "passkey",
      objectId: row?.uuid ?? null,
      detail: { name: input.name },
    });
  });
  return true;
}

/** Options to sign in with any passkey of this shop (the browser offers the member's own); no e-mail is asked. */
export async function passkeySignInOptions(db: Db, rp: RelyingParty, at: Date) {
  const { generateAuthenticationOptions } = await webauthn();
  const options = await generateAuthenticationOptions({
    rpID: rp.id,
    userVerification: "required",
    timeout: challengeMs,
  });
  const challengeId = await storeChallenge(db, "authenticate", options.challenge, null, at);
  return { challengeId, options };
}

/**
 * The active member whose passkey signed the challenge, or null: an unknown credential, a used or old challenge, a
 * signature that does not verify, or a counter that went back (a cloned authenticator).
 */
export async function passkeySignIn(
  db: Db,
  rp: RelyingParty,
  input: { challengeId: string; response: AuthenticationResponseJSON },
  at: Date,
): Promise<number | null> {
  const challenge = await takeChallenge(db, input.challengeId, "authenticate", null, at);
  if (challenge === null) return null;
  const [passkey] = await db
    .select({
      id: staffPasskeys.id,
      staffId: staffPasskeys.staffId,
      publicKey: staffPasskeys.publicKey,
      counter: staffPasskeys.counter,
      transports: staffPasskeys.transports,
      state: staffUsers.state,
    })
    .from(staffPasskeys)
    .innerJoin(staffUsers, eq(staffUsers.id, staffPasskeys.staffId))
    .where(eq(staffPasskeys.credentialId, input.response.id))
    .limit(1);
  if (passkey?.state !== "active") return null;
  const { verifyAuthenticationResponse } = await webauthn();
  let verified: Awaited<ReturnType<typeof verifyAuthenticationResponse>>;
  try {
    verified = await verifyAuthenticationResponse({
      response: input.response,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      credential: {
        id: input.response.id,
        publicKey: new Uint8Array(Buffer.from(passkey.publicKey, "base64url")),
        counter: passkey.counter,
        transports: passkey.transports,
      },
      requireUserVerification: true,
    });
  } catch {
    return null;
  }
  if (!verified.verified) return null;
  await db
    .update(staffPasskeys)
    .set({ counter: verified.authenticationInfo.newCounter, lastUsedAt: at })
    .where(eq(staffPasskeys.id, passkey.id));
  return passkey.staffId;
}

/** The member's passkeys as the account page lists them. */
export async function passkeysOf(db: Db, staffId: number) {
  return db
    .select({
      uuid: staffPasskeys.uuid,
      name: staffPasskeys.name,
      createdAt: staffPasskeys.createdAt,
      lastUsedAt: staffPasskeys.lastUsedAt,
    })
    .from(staffPasskeys)
    .where(eq(staffPasskeys.staffId, staffId))
    .orderBy(staffPasskeys.id);
}

export type PasskeyRemoval = { kind: "removed" } | { kind: "not-found" } | { kind: "last-factor" };

/**
 * Removes one of the member's own passkeys (a lost or replaced device); another member's id is not found. With
 * `keepSecondFactor` (production, a role that needs one) the last second factor stays: no other passkey and no
 * authenticator app refuses. The member's row is locked first, so two removals at once cannot each leave the other's.
 */
export async function removePasskey(
  db: Db,
  staff: StaffUser,
  uuid: string,
  keepSecondFactor: boolean,
): Promise<PasskeyRemoval> {
  return db.transaction(async (tx) => {
    const [member] = await tx
      .select({ totpSecret: staffUsers.totpSecret })
      .from(staffUsers)
      .where(eq(staffUsers.id, staff.id))
      .for("update");
    const [passkey] = await tx
      .select({ id: staffPasskeys.id, uuid: staffPasskeys.uuid, name: staffPasskeys.name })
      .from(staffPasskeys)
      .where(and(eq(staffPasskeys.staffId, staff.id), eq(staffPasskeys.uuid, uuid)));
    if (!member || !passkey) return { kind: "not-found" };
    if (keepSecondFactor && member.totpSecret === null) {
      const [other] = await tx
        .select({ id: staffPasskeys.id })
        .from(staffPasskeys)
        .where(and(eq(staffPasskeys.staffId, staff.id), ne(staffPasskeys.id, passkey.id)))
        .limit(1);
      if (!other) return { kind: "last-factor" };
    }
    await tx.delete(staffPasskeys).where(eq(staffPasskeys.id, passkey.id));
    await recordStudioChange(tx, {
      staff,
      action: "staff.passkey-remove",
      objectType: "passkey",
      objectId: passkey.uuid,
      detail: { name: passkey.name },
    });
    return { kind: "removed" };
  });
}
