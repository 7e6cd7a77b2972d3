/**
 * The parents' HTTP: node:http with one keep-alive agent per parent of at most six connections to a process, as a
 * browser holds per host, rather than fetch's one pool shared by every parent (which opens hundreds of connections
 * at once and measures its own connect queue).
 */
import http, { type IncomingHttpHeaders } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";

export const connectionsPerHost = 6;

export function browserAgent(): http.Agent {
  return new http.Agent({ keepAlive: true, maxSockets: connectionsPerHost });
}

export interface HttpAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  /** Decompressed. */
  body: Buffer;
}

export interface HttpRequest {
  method: string;
  headers: Record<string, string>;
  body?: string;
  timeoutMs: number;
}

function decoded(encoding: string | undefined, body: Buffer): Buffer {
  if (encoding === "br") return brotliDecompressSync(body);
  if (encoding === "gzip") return gunzipSync(body);
  return body;
}

export function request(agent: http.Agent, url: string, options: HttpRequest): Promise<HttpAnswer> {
  return new Promise((resolve, reject) => {
    const headers = { ...options.headers };
    if (options.body !== undefined) headers["content-length"] = String(Buffer.byteLength(options.body));
    const sent = http.request(
      url,
      { method: options.method, headers, agent, signal: AbortSignal.timeout(options.timeoutMs) },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("error", reject);
        response.on("end", () => {
          try {
            const body = decoded(response.headers["content-encoding"], Buffer.concat(chunks));
            resolve({ status: response.statusCode ?? 0, headers: response.headers, body });
          } catch (error) {
            reject(error);
          }
        });
      },
    );
    sent.on("error", reject);
    sent.end(options.body);
  });
}
