import { ErrorCode } from "@shop/contracts/error-codes";
import { vi } from "vitest";

export type MockReply = { status?: number; body?: unknown } | "network-error";
type Handler = (url: URL, init: RequestInit | undefined) => MockReply | Promise<MockReply>;

/**
 * Answers the app's fetch calls by "METHOD /path" (query string ignored); an unexpected call fails the
 * test loudly. Returns the log of calls made.
 */
export function mockFetch(routes: Record<string, Handler | MockReply>) {
  const calls: Array<{ method: string; url: URL; body: unknown }> = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), "http://shop.test");
      const method = init?.method ?? "GET";
      const body = typeof init?.body === "string" ? JSON.parse(init.body) : undefined;
      calls.push({ method, url, body });
      const route = routes[`${method} ${url.pathname}`];
      if (!route) throw new Error(`Unexpected call ${method} ${url.pathname}`);
      const reply = typeof route === "function" ? await route(url, init) : route;
      if (reply === "network-error") throw new TypeError("Failed to fetch");
      const status = reply.status ?? 200;
      assertListedCode(method, url, status, reply.body);
      return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
        status,
        headers: { "content-type": "application/json" },
      });
    }),
  );
  return calls;
}

/** Every error the server answers carries a code from the list (a server test checks it), so a fake's must too. */
function assertListedCode(method: string, url: URL, status: number, body: unknown) {
  if (status < 400) return;
  const code = body && typeof body === "object" ? (body as { code?: unknown }).code : undefined;
  if (!ErrorCode.safeParse(code).success) {
    throw new Error(
      `The fake ${status} answer to ${method} ${url.pathname} has no listed code: ${String(code)}`,
    );
  }
}
