import type { RegistrationBody } from "@shop/contracts/account";
import { validationErrorCodes } from "@shop/contracts/error-codes";
import { checkRegistrationPassword, validationTexts } from "@shop/domain/validation";
import type { FastifyRequest } from "fastify";
import type { Db } from "../../db/client.ts";
import { badRequest } from "../../errors.ts";
import { languageHeader } from "../../platform/request-language.ts";
import { resolveLanguage } from "../content/service.ts";
import { newPasswordProblem } from "./password-rules.ts";
import { checkRegistration } from "./service.ts";

/**
 * Refuses a registration that fails spec 01 §5's rules or the shop's rules for a new password, in registration's
 * answer shape: the first failure's text and code, and every failing field in `data` (a code's registration and an
 * invite's alike).
 */
export async function assertRegistrable(
  db: Db,
  portalId: number,
  body: Pick<RegistrationBody, "email" | "mobile" | "password" | "confirm_password" | "termsofservice">,
): Promise<void> {
  // The rules beyond the spec's length are asked only of a password long enough: the estimate is the slow part.
  const rule =
    checkRegistrationPassword(body.password) === null
      ? await newPasswordProblem(db, portalId, body.password, body.email)
      : null;
  const invalid = checkRegistration(body, rule);
  if (invalid) {
    throw badRequest(validationTexts[invalid.problem], validationErrorCodes[invalid.problem], {
      data: invalid.fields,
    });
  }
}

/** The language a new account starts in: the page's, when the shop offers it, else the shop's first. */
export async function requestLanguage(db: Db, portalId: number, request: FastifyRequest): Promise<string> {
  const header = request.headers[languageHeader];
  return resolveLanguage(db, portalId, typeof header === "string" ? header : undefined);
}
