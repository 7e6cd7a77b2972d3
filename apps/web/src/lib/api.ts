import type { TFunction } from "i18next";
import i18next from "i18next";
import type { ZodType } from "zod";
import { refusalText } from "./refusal-text.ts";

/** A non-2xx answer: `body` is the parsed JSON the server sent (e.g. `{ error, code, data, errorMessage }`). */
export class ApiError extends Error {
  status: number;
  body: unknown;

  constructor(status: number, body: unknown, message: string) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.body = body;
  }
}

type Method = "POST" | "PUT" | "PATCH" | "DELETE";

function field(body: unknown, name: string): string | null {
  if (body && typeof body === "object" && name in body) {
    const value = (body as Record<string, unknown>)[name];
    return typeof value === "string" && value !== "" ? value : null;
  }
  return null;
}

async function readJson(res: Response): Promise<unknown> {
  const text = await res.text();
  if (text === "") return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

async function request<T>(method: string, path: string, body: unknown, schema: ZodType<T>): Promise<T> {
  const headers: Record<string, string> = { accept: "application/json", "x-shop-language": i18next.language };
  const init: RequestInit = { method, credentials: "same-origin", headers };
  if (body !== undefined) {
    headers["content-type"] = "application/json";
    init.body = JSON.stringify(body);
  }
  const res = await fetch(path, init);
  const json = await readJson(res);
  if (!res.ok) {
    const message = field(json, "errorMessage") ?? field(json, "error") ?? `Request failed (${res.status})`;
    throw new ApiError(res.status, json, message);
  }
  return schema.parse(json);
}

export function apiGet<T>(path: string, schema: ZodType<T>): Promise<T> {
  return request("GET", path, undefined, schema);
}

export function apiSend<T>(method: Method, path: string, body: unknown, schema: ZodType<T>): Promise<T> {
  return request(method, path, body, schema);
}

/** Builds `path?key=value…`, leaving out undefined values. */
export function withQuery(path: string, params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined) search.set(key, String(value));
  }
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}

/**
 * The server speaks English; these are the texts it sends without a `code`, so the interface can still
 * show them in the user's language.
 */
const knownServerTexts: Record<string, string> = {
  "The code is not valid": "codeNotValid",
  "Wrong e-mail or password": "invalid_credentials",
  "Please enter your code first": "code_required",
  "Sorry, no account connected to this key": "resetKeyInvalid",
  "Page not found": "pageNotFound",
  "Picture set not found": "pictureSetNotFound",
  "Yearbook pose selection has expired": "yearbook_expired",
  "Too many attempts. Please wait a little and try again.": "rate_limited",
  "Invalid email": "invalidEmail",
  "That's too short!": "tooShort",
  "Invalid phone number": "invalidMobile",
  "An account with this e-mail already exists": "emailTaken",
  "If an account exists for this e-mail address, we have sent instructions to reset the password.":
    "reminderSent",
};

/** A text the server sent, in the user's language when the shop knows it, else as it came. */
export function translateServerText(text: string, t: TFunction): string {
  const known = knownServerTexts[text];
  if (known && i18next.exists(`errors.${known}`)) return t(`errors.${known}`);
  return refusalText(text, t) ?? text;
}

/** The text to show for a failed call: translated when the shop knows the error, else the server's text. */
export function errorText(err: unknown, t: TFunction): string {
  if (err instanceof ApiError) {
    const code = field(err.body, "code");
    if (code && i18next.exists(`errors.${code}`)) return t(`errors.${code}`);
    if (err.status >= 500) return t("errors.server");
    return translateServerText(err.message, t);
  }
  return t("errors.network");
}

/** The error text the server put in the body of a failed call, if any (network failures have none). */
export function serverErrorText(err: unknown): string | null {
  return err instanceof ApiError ? (field(err.body, "errorMessage") ?? field(err.body, "error")) : null;
}
