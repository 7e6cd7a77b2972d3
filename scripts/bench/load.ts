import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import { createRequire } from "node:module";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import Fastify from "fastify";

interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number; max: number };
  non2xx: number;
  errors: number;
}
type Autocannon = (options: {
  url: string;
  connections: number;
  duration: number;
  headers: Record<string, string>;
}) => Promise<AutocannonResult>;
const autocannon = createRequire(import.meta.url)("autocannon") as Autocannon;

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  /** The slowest answer of the run: how long the unluckiest connection waited. */
  max: number;
  non2xx: number;
  errors: number;
}

export const connections = 50;

export async function load(
  url: string,
  seconds: number,
  headers: Record<string, string> = {},
): Promise<LoadResult> {
  const result = await autocannon({ url, connections, duration: seconds, headers });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

export function describeLoad(result: LoadResult): string {
  return (
    `${Math.round(result.rps)} req/s (p50 ${result.p50} ms, p99 ${result.p99} ms, slowest ${result.max} ms, ` +
    `${result.non2xx} non-2xx, ${result.errors} errors)`
  );
}

export interface Peer {
  url: string;
  close(): Promise<void>;
}

/** A bare Fastify 5 route answering the same JSON: the peer of a shop's API read. */
export async function bareJsonPeer(json: unknown): Promise<Peer> {
  const bare = Fastify();
  bare.get("/", async () => json);
  const address = await bare.listen({ port: 0, host: "127.0.0.1" });
  return { url: `${address}/`, close: () => bare.close() };
}

/** A bare node:http server answering the same bytes: the peer of a cached thumbnail. */
export async function bareBytesPeer(bytes: Buffer, contentType: string): Promise<Peer> {
  const bare = createServer((_request, response) => {
    response.writeHead(200, { "content-type": contentType, "content-length": bytes.length });
    response.end(bytes);
  });
  await new Promise<void>((resolve) => bare.listen(0, "127.0.0.1", resolve));
  const { port } = bare.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise<void>((resolve) => bare.close(() => resolve())),
  };
}

/**
 * Static file serving of the same bytes: a bare Fastify with @fastify/static (the static server the shop itself uses
 * for its built files) sending them from a file on disk, as issue 10's "static file serving" peer of a cached
 * thumbnail.
 */
export async function staticFilePeer(bytes: Buffer, contentType: string): Promise<Peer> {
  const folder = mkdtempSync(path.join(os.tmpdir(), "shop-bench-static-"));
  const name = `thumbnail.${contentType.split("/")[1] ?? "bin"}`;
  writeFileSync(path.join(folder, name), bytes);
  const bare = Fastify();
  await bare.register(fastifyStatic, {
    root: folder,
    setHeaders: (reply) => reply.header("content-type", contentType),
  });
  await bare.listen({ port: 0, host: "127.0.0.1" });
  const { port } = bare.server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/${name}`,
    close: async () => {
      await bare.close();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

/** The shop under load, then its bare peer, one after the other in the same run. */
export async function againstPeer(
  shopUrl: string,
  peer: Peer,
  seconds: number,
  headers: Record<string, string> = {},
): Promise<{ shop: LoadResult; bare: LoadResult }> {
  try {
    const shop = await load(shopUrl, seconds, headers);
    const bare = await load(peer.url, seconds);
    return { shop, bare };
  } finally {
    await peer.close();
  }
}
