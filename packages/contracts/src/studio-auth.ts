import { limits } from "@shop/domain/limits";
import { z } from "zod";
import { IsoDateTime } from "./common.ts";
import { StaffMember } from "./studio.ts";

/** POST /api/studio/session: sign in with e-mail and password. */
export const StudioSignInBody = z.object({
  email: z.string().trim().min(1).max(limits.emailMax),
  password: z.string().min(1).max(limits.passwordMax),
  /** The authenticator app's code, or a recovery code, for a member with TOTP (asked with `studio_code_required`). */
  code: z.string().trim().min(1).max(40).optional(),
});
export type StudioSignInBody = z.infer<typeof StudioSignInBody>;

/** GET /api/studio/me and the answer to signing in or setting up: the member and when the session ends at the latest. */
export const StudioMeResponse = z.object({
  staff: StaffMember,
  sessionEndsAt: IsoDateTime,
  /** Production, an owner or staff signed in with a password alone: only the account's set-up answers until then. */
  secondFactorNeeded: z.boolean(),
});
export type StudioMeResponse = z.infer<typeof StudioMeResponse>;

/** The one-time set-up link's token, in the path of its calls. */
export const StudioSetupParams = z.object({ token: z.string().min(1).max(100) });
export type StudioSetupParams = z.infer<typeof StudioSetupParams>;

/** GET /api/studio/setup/:token: whom the link is for, so the page can greet them. */
export const StudioSetupCheckResponse = z.object({
  email: z.string().max(limits.emailMax),
  name: z.string().max(200),
  expiresAt: IsoDateTime,
});
export type StudioSetupCheckResponse = z.infer<typeof StudioSetupCheckResponse>;

/** POST /api/studio/setup/:token: choose a password; the member is signed in. */
export const StudioSetupBody = z.object({
  password: z.string().min(1).max(limits.passwordMax),
});
export type StudioSetupBody = z.infer<typeof StudioSetupBody>;

/** GET /api/studio/account/security: the member's second factors. */
export const StudioSecurityResponse = z.object({
  totp: z.boolean(),
  recoveryCodesLeft: z.number().int(),
  passkeys: z
    .array(
      z.object({
        uuid: z.uuid(),
        name: z.string().max(100),
        createdAt: IsoDateTime,
        lastUsedAt: IsoDateTime.nullable(),
      }),
    )
    .max(100),
});
export type StudioSecurityResponse = z.infer<typeof StudioSecurityResponse>;

/** POST /api/studio/account/totp: a new secret to scan, waiting for its first code. */
export const StudioTotpStartResponse = z.object({
  secret: z.string().max(100),
  uri: z.string().max(1000),
  /** The URI as a QR code (SVG). */
  qrSvg: z.string().max(100_000),
});
export type StudioTotpStartResponse = z.infer<typeof StudioTotpStartResponse>;

/** POST /api/studio/account/totp/confirm: a code from the new secret. */
export const StudioTotpConfirmBody = z.object({ code: z.string().trim().min(1).max(20) });
export type StudioTotpConfirmBody = z.infer<typeof StudioTotpConfirmBody>;

/** The recovery codes, shown this once. */
export const StudioTotpConfirmResponse = z.object({ recoveryCodes: z.array(z.string().max(40)).max(20) });
export type StudioTotpConfirmResponse = z.infer<typeof StudioTotpConfirmResponse>;

/**
 * A passkey ceremony's options as @simplewebauthn/server makes them, as JSON text: @simplewebauthn/browser takes them
 * as they are, and the browser and the library check their shape; the server checks only the answer.
 */
export const StudioPasskeyOptionsResponse = z.object({
  challengeId: z.uuid(),
  optionsJson: z.string().max(20_000),
});
export type StudioPasskeyOptionsResponse = z.infer<typeof StudioPasskeyOptionsResponse>;

/** The browser's answer (RegistrationResponseJSON or AuthenticationResponseJSON) as JSON text; the server verifies it. */
const WebauthnAnswer = z.string().min(2).max(20_000);

/** POST /api/studio/account/passkeys: add the passkey the browser made. */
export const StudioAddPasskeyBody = z.object({
  challengeId: z.uuid(),
  name: z.string().trim().min(1).max(100),
  responseJson: WebauthnAnswer,
});
export type StudioAddPasskeyBody = z.infer<typeof StudioAddPasskeyBody>;

/** DELETE /api/studio/account/passkeys/:uuid: one of the member's own passkeys. */
export const StudioPasskeyParams = z.object({ uuid: z.uuid() });
export type StudioPasskeyParams = z.infer<typeof StudioPasskeyParams>;

/** POST /api/studio/passkey-session: sign in with a passkey. */
export const StudioPasskeySignInBody = z.object({ challengeId: z.uuid(), responseJson: WebauthnAnswer });
export type StudioPasskeySignInBody = z.infer<typeof StudioPasskeySignInBody>;
