import type { ErrorCode } from "@shop/contracts/error-codes";
import { currentLanguage, t } from "./i18n.ts";

/** A non-2xx answer of the studio's API, with the error code every answer carries (packages/contracts error-codes). */
export class ApiError extends Error {
  status: number;
  code: ErrorCode | null;
  /** What a refused form or file is wrong in, by field, when the answer says (a template file's problems). */
  fields: ReadonlyArray<{ field: string; message: string }>;

  constructor(
    status: number,
    code: ErrorCode | null,
    message: string,
    fields: ReadonlyArray<{ field: string; message: string }> = [],
  ) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.code = code;
    this.fields = fields;
  }
}

function fieldsOf(json: unknown): Array<{ field: string; message: string }> {
  const fields = (json as { fields?: unknown } | null)?.fields;
  if (!Array.isArray(fields)) return [];
  return fields.filter(
    (f): f is { field: string; message: string } =>
      typeof f?.field === "string" && typeof f?.message === "string",
  );
}

type Schema<T> = { parse(value: unknown): T };

async function readJson(res: Response): Promise<unknown> {
  const text = await res.text();
  if (text === "") return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * One call of the studio's API: the answer is checked with the call's contract (packages/contracts studio-*.ts), so a
 * page works with typed data or an ApiError, never with an unchecked shape.
 */
async function request<T>(method: string, path: string, body: unknown, schema: Schema<T> | null): Promise<T> {
  // The shop's names (products, templates, categories) come in the language the studio is shown in, as the web
  // app's calls ask (platform/request-language.ts); without it the browser's language chose them.
  const headers: Record<string, string> = {
    accept: "application/json",
    "x-shop-language": currentLanguage(),
  };
  const init: RequestInit = { method, credentials: "same-origin", headers };
  // Files go as the browser's multipart, which sets its own content type with the boundary.
  if (body instanceof FormData) init.body = body;
  else if (body !== undefined) {
    headers["content-type"] = "application/json";
    init.body = JSON.stringify(body);
  }
  let res: Response;
  try {
    res = await fetch(path, init);
  } catch {
    throw new ApiError(0, null, t("errors.network"));
  }
  const json = await readJson(res);
  if (!res.ok) {
    const code = (json as { code?: ErrorCode } | null)?.code ?? null;
    throw new ApiError(res.status, code, errorText(code, res.status), fieldsOf(json));
  }
  return schema === null ? (undefined as T) : schema.parse(json);
}

/** The code's text in the studio's language; the server's English is never shown. */
export function errorText(code: string | null, status: number): string {
  if (code !== null) {
    const text = t(`errors.${code}`);
    if (text !== `errors.${code}`) return text;
  }
  return status >= 500 ? t("errors.server_error") : t("errors.unknown");
}

export function apiGet<T>(path: string, schema: Schema<T>): Promise<T> {
  return request("GET", path, undefined, schema);
}

export function apiSend<T>(
  method: "POST" | "PUT" | "PATCH" | "DELETE",
  path: string,
  body: unknown,
  schema: Schema<T>,
) {
  return request(method, path, body, schema);
}

/** A call whose answer has no body (204). */
export function apiSendEmpty(
  method: "POST" | "PUT" | "PATCH" | "DELETE",
  path: string,
  body?: unknown,
): Promise<void> {
  return request(method, path, body, null);
}

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}

/**
 * A passkey ceremony in the browser (the device asks for its lock): one that fails or is cancelled there becomes the
 * studio's own error, in its words; the server's refusals stay as they are.
 */
export async function inBrowserCeremony<T>(ceremony: () => Promise<T>): Promise<T> {
  try {
    return await ceremony();
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw new ApiError(0, "studio_passkey_failed", errorText("studio_passkey_failed", 0));
  }
}
