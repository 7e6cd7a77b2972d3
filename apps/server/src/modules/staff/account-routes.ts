import { ErrorResponse } from "@shop/contracts/common";
import { staffRoles } from "@shop/contracts/studio";
import {
  StudioAddPasskeyBody,
  StudioMeResponse,
  StudioPasskeyOptionsResponse,
  StudioPasskeyParams,
  StudioPasskeySignInBody,
  StudioSecurityResponse,
  StudioTotpConfirmBody,
  StudioTotpConfirmResponse,
  StudioTotpStartResponse,
} from "@shop/contracts/studio-auth";
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from "@simplewebauthn/server";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { badRequest, conflict, notFound, unauthorized } from "../../errors.ts";
import { byIp, rateLimitHandler } from "../../platform/rate-limit.ts";
import {
  currentStaff,
  rolesNeedingSecondFactor,
  studioOpenRoute,
  studioRoute,
  studioSetUpRoute,
} from "../../platform/studio-auth.ts";
import { shopProfile } from "../content/service.ts";
import { codeWrongMessage, meOf } from "./me.ts";
import {
  addPasskey,
  passkeyRegistrationOptions,
  passkeySignIn,
  passkeySignInOptions,
  passkeysOf,
  relyingPartyOf,
  removePasskey,
} from "./passkeys.ts";
import { memberById } from "./service.ts";
import { confirmTotp, recoveryCodesLeft, startTotp, totpSecretOf } from "./totp.ts";

const passkeyFailedMessage = "The passkey could not be used. Please try again.";
const passkeyNotFoundMessage = "You have no such passkey";
const lastSecondFactorMessage =
  "This is your last passkey and you have no authenticator app: add another passkey or set up the app first";

function parsedJson<T>(text: string): T {
  try {
    return JSON.parse(text) as T;
  } catch {
    throw badRequest(passkeyFailedMessage, "studio_passkey_failed");
  }
}

/**
 * The member's own sign-in (the Account page): TOTP with recovery codes, passkeys; and signing in with a passkey.
 * These are the set-up's calls, which an owner or staff member signed in with a password alone reaches in production.
 */
export async function registerStudioAccount(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const setUp = studioSetUpRoute(staffRoles);
  const relyingParty = async () =>
    relyingPartyOf(app.config.publicUrl, (await shopProfile(app.db, app.portalId)).name);

  r.get(
    "/api/studio/account/security",
    {
      schema: {
        tags: ["studio-account"],
        summary: "The member's second factors: TOTP, recovery codes left, passkeys",
        response: { 200: StudioSecurityResponse, 401: ErrorResponse },
      },
      config: setUp,
    },
    async (request) => {
      const staff = currentStaff(request);
      const [secret, left, passkeys] = await Promise.all([
        totpSecretOf(app.db, app.config, staff.id),
        recoveryCodesLeft(app.db, staff.id),
        passkeysOf(app.db, staff.id),
      ]);
      return {
        totp: secret !== null,
        recoveryCodesLeft: left,
        passkeys: passkeys.map((p) => ({
          uuid: p.uuid,
          name: p.name,
          createdAt: p.createdAt.toISOString(),
          lastUsedAt: p.lastUsedAt?.toISOString() ?? null,
        })),
      };
    },
  );

  r.post(
    "/api/studio/account/totp",
    {
      schema: {
        tags: ["studio-account"],
        summary: "Start setting up an authenticator app: a new secret and its QR code, waiting for a code",
        response: { 200: StudioTotpStartResponse, 401: ErrorResponse },
      },
      config: setUp,
    },
    async (request) => {
      const shop = await shopProfile(app.db, app.portalId);
      return startTotp(app.db, app.config, currentStaff(request), shop.name);
    },
  );

  // A code has a million values: the limit keeps a stolen session from trying them all.
  const confirmLimit = rateLimitHandler(
    app,
    app.config.rateLimits.signInPerAccountAndAddress,
    byIp,
    "studioTotpConfirm",
  );
  r.post(
    "/api/studio/account/totp/confirm",
    {
      schema: {
        tags: ["studio-account"],
        summary: "Confirm the authenticator app with a code; answers the recovery codes, this once",
        body: StudioTotpConfirmBody,
        response: {
          200: StudioTotpConfirmResponse,
          400: ErrorResponse,
          401: ErrorResponse,
          429: ErrorResponse,
        },
      },
      preHandler: confirmLimit,
      config: setUp,
    },
    async (request) => {
      const staff = currentStaff(request);
      const codes = await confirmTotp(app.db, app.config, staff, request.body.code, app.clock());
      if (codes === null) throw badRequest(codeWrongMessage, "studio_code_wrong");
      await app.studioSessions.raiseFactor(request, "password+totp");
      return { recoveryCodes: codes };
    },
  );

  r.post(
    "/api/studio/account/passkeys/options",
    {
      schema: {
        tags: ["studio-account"],
        summary: "The options to make a new passkey for the member",
        response: { 200: StudioPasskeyOptionsResponse, 401: ErrorResponse },
      },
      config: setUp,
    },
    async (request) => {
      const made = await passkeyRegistrationOptions(
        app.db,
        await relyingParty(),
        currentStaff(request),
        app.clock(),
      );
      return { challengeId: made.challengeId, optionsJson: JSON.stringify(made.options) };
    },
  );

  r.post(
    "/api/studio/account/passkeys",
    {
      schema: {
        tags: ["studio-account"],
        summary: "Add the passkey the browser made for the member",
        body: StudioAddPasskeyBody,
        response: { 204: z.null().describe("Added"), 400: ErrorResponse, 401: ErrorResponse },
      },
      config: setUp,
    },
    async (request, reply) => {
      const response = parsedJson<RegistrationResponseJSON>(request.body.responseJson);
      const added = await addPasskey(
        app.db,
        await relyingParty(),
        currentStaff(request),
        { challengeId: request.body.challengeId, response, name: request.body.name },
        app.clock(),
      );
      if (!added) throw badRequest(passkeyFailedMessage, "studio_passkey_failed");
      await app.studioSessions.raiseFactor(request, "passkey");
      return reply.code(204).send(null);
    },
  );

  // Not a set-up call: a session opened with a password alone (production) must not take a member's passkeys away.
  r.delete(
    "/api/studio/account/passkeys/:uuid",
    {
      schema: {
        tags: ["studio-account"],
        summary: "Remove one of the member's passkeys; in production not the last second factor",
        params: StudioPasskeyParams,
        response: {
          204: z.null().describe("Removed"),
          400: ErrorResponse,
          401: ErrorResponse,
          403: ErrorResponse,
          404: ErrorResponse,
          409: ErrorResponse,
        },
      },
      config: studioRoute(staffRoles),
    },
    async (request, reply) => {
      const staff = currentStaff(request);
      const keepSecondFactor = !app.config.isDemo && rolesNeedingSecondFactor.includes(staff.role);
      const result = await removePasskey(app.db, staff, request.params.uuid, keepSecondFactor);
      if (result.kind === "not-found") throw notFound(passkeyNotFoundMessage, "studio_passkey_not_found");
      if (result.kind === "last-factor") throw conflict(lastSecondFactorMessage, "studio_last_second_factor");
      return reply.code(204).send(null);
    },
  );

  const passkeyPerIp = rateLimitHandler(app, app.config.rateLimits.signInPerIp, byIp, "studioPasskeyPerIp");
  r.post(
    "/api/studio/passkey-session/options",
    {
      schema: {
        tags: ["studio-auth"],
        summary: "The options to sign in to the studio with a passkey",
        response: { 200: StudioPasskeyOptionsResponse, 429: ErrorResponse },
      },
      preHandler: passkeyPerIp,
      config: studioOpenRoute,
    },
    async () => {
      const made = await passkeySignInOptions(app.db, await relyingParty(), app.clock());
      return { challengeId: made.challengeId, optionsJson: JSON.stringify(made.options) };
    },
  );

  r.post(
    "/api/studio/passkey-session",
    {
      schema: {
        tags: ["studio-auth"],
        summary: "Sign in to the studio with a passkey",
        body: StudioPasskeySignInBody,
        response: { 200: StudioMeResponse, 400: ErrorResponse, 401: ErrorResponse, 429: ErrorResponse },
      },
      preHandler: passkeyPerIp,
      config: studioOpenRoute,
    },
    async (request, reply) => {
      const response = parsedJson<AuthenticationResponseJSON>(request.body.responseJson);
      const staffId = await passkeySignIn(
        app.db,
        await relyingParty(),
        { challengeId: request.body.challengeId, response },
        app.clock(),
      );
      const staff = staffId === null ? null : await memberById(app.db, staffId);
      if (!staff) throw unauthorized(passkeyFailedMessage, "studio_passkey_failed");
      await app.studioSessions.signIn(request, reply, staff, "passkey");
      return meOf(app, request, staff);
    },
  );
}
