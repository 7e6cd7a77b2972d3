import http from "node:http";
import type { FastifyInstance } from "fastify";
import sharp from "sharp";

/** The studio's calls as a test makes them: over HTTP to a listening app, with a member's studio cookie. */
export interface StudioClient {
  base: string;
  cookie: string;
  /** The shop's own origin, as the studio's pages send it (the origin check refuses a change from elsewhere). */
  origin: string;
}

export async function listen(app: FastifyInstance, cookie: string): Promise<StudioClient> {
  const address = await app.listen({ port: 0, host: "127.0.0.1" });
  return { base: address, cookie, origin: new URL(app.config.publicUrl).origin };
}

function headers(client: StudioClient, extra: Record<string, string> = {}): Record<string, string> {
  return { cookie: client.cookie, origin: client.origin, "tus-resumable": "1.0.0", ...extra };
}

function metadata(values: Record<string, string>): string {
  return Object.entries(values)
    .map(([key, value]) => `${key} ${Buffer.from(value).toString("base64")}`)
    .join(",");
}

export async function studioJson(
  client: StudioClient,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; json: Record<string, unknown> }> {
  const response = await fetch(`${client.base}${path}`, {
    method,
    headers: {
      cookie: client.cookie,
      origin: client.origin,
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

/** tus creation: answers the status and the upload's URL (Location). */
export async function createUpload(
  client: StudioClient,
  batchUuid: string,
  name: string,
  size: number,
): Promise<{ status: number; url: string; body: string }> {
  const response = await fetch(`${client.base}/api/studio/uploads`, {
    method: "POST",
    headers: headers(client, {
      "upload-length": String(size),
      "upload-metadata": metadata({ batch: batchUuid, filename: name }),
    }),
  });
  const location = response.headers.get("location") ?? "";
  return { status: response.status, url: new URL(location, client.base).href, body: await response.text() };
}

export async function uploadOffset(client: StudioClient, url: string): Promise<number> {
  const response = await fetch(url, { method: "HEAD", headers: headers(client) });
  if (response.status !== 200) throw new Error(`HEAD answered ${response.status}`);
  return Number(response.headers.get("upload-offset"));
}

export async function patchUpload(
  client: StudioClient,
  url: string,
  offset: number,
  data: Buffer,
): Promise<{ status: number; offset: number }> {
  const response = await fetch(url, {
    method: "PATCH",
    headers: headers(client, {
      "upload-offset": String(offset),
      "content-type": "application/offset+octet-stream",
    }),
    body: data,
  });
  return { status: response.status, offset: Number(response.headers.get("upload-offset")) };
}

/** Creates and sends a whole file in one PATCH. */
export async function uploadFile(
  client: StudioClient,
  batchUuid: string,
  name: string,
  data: Buffer,
): Promise<string> {
  const created = await createUpload(client, batchUuid, name, data.length);
  if (created.status !== 201) throw new Error(`creating ${name} answered ${created.status}: ${created.body}`);
  const sent = await patchUpload(client, created.url, 0, data);
  if (sent.status !== 204) throw new Error(`sending ${name} answered ${sent.status}`);
  return created.url;
}

/**
 * A PATCH whose connection drops after `sent` bytes of `data` (the rest never leaves): resolves once the socket is
 * gone, as a browser's request is when the network goes.
 */
export function interruptedPatch(
  client: StudioClient,
  url: string,
  data: Buffer,
  sent: number,
): Promise<void> {
  return new Promise((resolve) => {
    const request = http.request(url, {
      method: "PATCH",
      headers: headers(client, {
        "upload-offset": "0",
        "content-type": "application/offset+octet-stream",
        "content-length": String(data.length),
      }),
    });
    request.on("error", () => resolve());
    request.on("close", () => resolve());
    request.write(data.subarray(0, sent), () => {
      setTimeout(() => request.destroy(), 300);
    });
  });
}

/** A photo too noisy to compress much: a file of some size, as a camera's is. */
export function noisyJpeg(width: number, height: number): Promise<Buffer> {
  return sharp({
    create: {
      width,
      height,
      channels: 3,
      background: "#808080",
      noise: { type: "gaussian", mean: 128, sigma: 60 },
    },
  })
    .jpeg({ quality: 95 })
    .toBuffer();
}
