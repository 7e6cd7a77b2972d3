import { mkdtemp, readdir, readFile, rm, stat } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { CreateBucketCommand } from "@aws-sdk/client-s3";
import S3rver from "s3rver";
import { S3Storage, type S3StorageOptions } from "../platform/s3-storage.ts";

/** s3rver accepts any request signed with these. */
export const s3TestCredentials = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };

export interface TestS3Server {
  /** http://127.0.0.1:<port> */
  endpoint: string;
  /** The settings of a client of this server (credentials included), for S3Storage or openStorage. */
  options(bucket: string): S3StorageOptions;
  /** Creates the bucket and returns a storage on it. */
  createBucket(bucket: string): Promise<S3Storage>;
  stop(): Promise<void>;
}

/**
 * A real S3-compatible server (s3rver) on a free port of 127.0.0.1, keeping its buckets in a temporary folder
 * that stop() removes.
 */
export async function startS3Server(): Promise<TestS3Server> {
  const directory = await mkdtemp(path.join(os.tmpdir(), "shop-s3rver-"));
  const server = new S3rver({ address: "127.0.0.1", port: 0, directory, silent: true });
  server.middleware.unshift(listParts(server));
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const options = (bucket: string): S3StorageOptions => ({
    bucket,
    region: "us-east-1",
    endpoint,
    forcePathStyle: true,
    credentials: s3TestCredentials,
  });
  const storages: S3Storage[] = [];
  return {
    endpoint,
    options,
    async createBucket(bucket) {
      const storage = new S3Storage(options(bucket));
      storages.push(storage);
      await storage.client.send(new CreateBucketCommand({ Bucket: bucket }));
      return storage;
    },
    async stop() {
      for (const storage of storages) storage.client.destroy();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

/**
 * S3's ListParts (GET of a key with `?uploadId`), which s3rver does not implement: the resumable uploads' S3 store
 * (modules/jobs) asks it how much of a multipart upload has arrived. Answered from the parts s3rver keeps on disk.
 */
function listParts(server: S3rver) {
  return async (
    ctx: Parameters<S3rver["middleware"][number]>[0],
    next: () => Promise<void>,
  ): Promise<void> => {
    const uploadId = ctx.query.uploadId;
    const [, bucket, ...key] = ctx.path.split("/");
    if (ctx.method !== "GET" || uploadId === undefined || !bucket || key.length === 0) return next();
    const folder = path.join(server.store.getResourcePath(bucket, undefined, "uploads"), uploadId);
    const numbers = (await readdir(folder).catch(() => [] as string[]))
      .filter((name) => /^\d+$/.test(name))
      .map(Number)
      .sort((a, b) => a - b);
    const parts = await Promise.all(
      numbers.map(async (n) => {
        const [{ size }, md5] = await Promise.all([
          stat(path.join(folder, String(n))),
          readFile(path.join(folder, `${n}.md5`), "utf8"),
        ]);
        return `<Part><PartNumber>${n}</PartNumber><ETag>"${md5}"</ETag><Size>${size}</Size></Part>`;
      }),
    );
    ctx.status = 200;
    ctx.type = "application/xml";
    ctx.body =
      '<?xml version="1.0" encoding="UTF-8"?><ListPartsResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/">' +
      `<Bucket>${bucket}</Bucket><Key>${key.join("/")}</Key><UploadId>${uploadId}</UploadId>` +
      `<IsTruncated>false</IsTruncated>${parts.join("")}</ListPartsResult>`;
  };
}
