import { mkdtemp, rm } from "node:fs/promises";
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
