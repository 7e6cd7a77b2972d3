import type { FastifyReply } from "fastify";

/**
 * Sends a file body. Routes declare JSON schemas for their error answers only; the typed reply of such a
 * route accepts just those shapes, so files and empty answers go out through the untyped reply.
 */
export function sendRaw(
  reply: FastifyReply,
  statusCode: number,
  headers: Record<string, string>,
  body?: Buffer | NodeJS.ReadableStream,
): FastifyReply {
  return reply.code(statusCode).headers(headers).send(body);
}
