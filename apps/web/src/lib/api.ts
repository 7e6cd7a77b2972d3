import type { ErrorCode, ErrorParams } from "@shop/contracts/error-codes";
import { formatAmount, formatNumber } from "./format.ts";
import { i18n, type TFunction } from "./i18n.ts";

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

/**
 * What checks an answer: a zod schema of the contracts, or a zod-free check (front-page-answers.ts) for the calls the
 * front page makes before zod has loaded. A promise of one lets a call fetch its schema's chunk while the request is
 * on its way, so a call made on a page that has no zod yet does not load it first.
 */
export type AnswerSchema<T> = { parse(value: unknown): T };
type Schema<T> = AnswerSchema<T> | Promise<AnswerSchema<T>>;

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

async function request<T>(method: string, path: string, body: unknown, schema: Schema<T>): Promise<T> {
  const headers: Record<string, string> = { accept: "application/json", "x-shop-language": i18n.language };
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
  return (await schema).parse(json);
}

export function apiGet<T>(path: string, schema: Schema<T>): Promise<T> {
  return request("GET", path, undefined, schema);
}

export function apiSend<T>(method: Method, path: string, body: unknown, schema: Schema<T>): Promise<T> {
  return request(method, path, body, schema);
}

/** Builds `path?key=value…`, leaving out undefined values; a list repeats its key (`email[]=a&email[]=b`). */
export function withQuery(
  path: string,
  params: Record<string, string | number | readonly string[] | undefined>,
): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined) continue;
    if (typeof value === "object") for (const item of value) search.append(key, item);
    else search.set(key, String(value));
  }
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}

/**
 * A code the shop knows is one with a text: the English texts hold one for every code of the contracts and no other
 * (locales/error-texts.test.ts), and knowing it this way keeps zod off the front page, which shows these errors.
 */
function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === "string" && value !== "network" && i18n.exists(`errors.${value}`, "en");
}

/** The values of an error's text (ErrorParams), or null when the answer has none of the right types. */
function errorParamsOf(value: unknown): ErrorParams | null {
  if (!value || typeof value !== "object") return null;
  const { amount, currency, max } = value as Record<string, unknown>;
  const optional = (v: unknown, type: "number" | "string") => v === undefined || typeof v === type;
  if (!optional(amount, "number") || !optional(currency, "string") || !optional(max, "number")) return null;
  return value as ErrorParams;
}

/** The code of a failed call's answer and the values of its text, when the answer carries a code the shop knows. */
export function errorAnswerOf(err: unknown): { code: ErrorCode; params: ErrorParams | null } | null {
  if (!(err instanceof ApiError) || !err.body || typeof err.body !== "object") return null;
  const body = err.body as { code?: unknown; params?: unknown };
  if (!isErrorCode(body.code)) return null;
  return { code: body.code, params: errorParamsOf(body.params) };
}

/** The text of an error code in the user's language, its values (an amount, a maximum) said as the page says them. */
export function codeText(code: ErrorCode, params: ErrorParams | null | undefined, t: TFunction): string {
  const values: Record<string, string> = {};
  if (params?.amount !== undefined && params.currency !== undefined) {
    values.amount = formatAmount(params.amount, params.currency);
  }
  if (params?.max !== undefined) values.max = formatNumber(params.max);
  return t(`errors.${code}`, values);
}

/**
 * The text to show for a failed call, in the user's language: the text of the answer's code; an answer without one
 * (a proxy's error page) as it came, or the shop's own words for a failure on the server's side or the network's.
 */
export function errorText(err: unknown, t: TFunction): string {
  const answer = errorAnswerOf(err);
  if (answer) return codeText(answer.code, answer.params, t);
  if (err instanceof ApiError) return err.status >= 500 ? t("errors.server_error") : err.message;
  // A body the contract refused before it was sent (zod's error, by name, so this module does not import zod): the
  // parent's input, not the connection.
  if (err instanceof Error && err.name === "ZodError") return t("errors.invalid_input");
  return t("errors.network");
}
