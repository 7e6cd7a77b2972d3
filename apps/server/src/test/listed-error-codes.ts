import { ErrorCode } from "@shop/contracts/error-codes";
import type { FastifyInstance } from "fastify";

function codeOf(payload: string): unknown {
  try {
    return (JSON.parse(payload) as { code?: unknown } | null)?.code;
  } catch {
    return undefined;
  }
}

/**
 * Every error a test app answers must carry a code from the list in packages/contracts: one that does not is turned
 * into a 500 naming the code and the call, which the test asserting the error sees. So the whole suite checks that
 * the server answers no code the web app cannot translate.
 */
export function requireListedErrorCodes(app: FastifyInstance): void {
  app.addHook("onSend", async (request, reply, payload) => {
    if (reply.statusCode < 400 || typeof payload !== "string") return payload;
    if (!String(reply.getHeader("content-type") ?? "").includes("json")) return payload;
    const code = codeOf(payload);
    if (ErrorCode.safeParse(code).success) return payload;
    const status = reply.statusCode;
    reply.code(500);
    return JSON.stringify({
      error: `unlisted error code ${JSON.stringify(code)} in the ${status} answer to ${request.method} ${request.url}`,
      code: "server_error",
    });
  });
}
