import { Readable } from "node:stream";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  PutObjectCommand,
  paginateListObjectsV2,
  S3Client,
  type S3ClientConfig,
} from "@aws-sdk/client-s3";
import type { StorageConfig } from "../config.ts";
import { checkStorageKey, checkStoragePrefix, type Storage, type StoredFile } from "./storage.ts";

export type S3StorageOptions = Omit<Extract<StorageConfig, { kind: "s3" }>, "kind"> & {
  /** By default the SDK's chain: AWS_ACCESS_KEY_ID/AWS_SECRET_ACCESS_KEY, a profile, an instance role. */
  credentials?: { accessKeyId: string; secretAccessKey: string };
};

/** The SDK's error for a missing object: NoSuchKey from GET, a bare 404 (NotFound) from HEAD. */
function isMissing(error: unknown): boolean {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  // A missing bucket is a misconfiguration, never a missing file.
  if (e.name === "NoSuchBucket") return false;
  return e.name === "NoSuchKey" || e.name === "NotFound" || e.$metadata?.httpStatusCode === 404;
}

/** Files in a bucket of Amazon S3 or an S3-compatible server (MinIO, Garage, Ceph, …). Keys are object keys. */
export class S3Storage implements Storage {
  readonly bucket: string;
  readonly client: S3Client;
  /** What the client was made with: the resumable uploads' store (modules/jobs) makes its own client from it. */
  readonly clientConfig: S3ClientConfig;
  private readonly endpoint: string | undefined;

  constructor(options: S3StorageOptions) {
    this.bucket = options.bucket;
    this.endpoint = options.endpoint;
    this.clientConfig = {
      region: options.region,
      ...(options.endpoint ? { endpoint: options.endpoint } : {}),
      forcePathStyle: options.forcePathStyle,
      ...(options.credentials ? { credentials: options.credentials } : {}),
      // Since early 2025 the SDK adds a CRC32 checksum to every upload and sends a body of unknown length as
      // aws-chunked with a checksum trailer. Many S3-compatible servers do not understand that: some refuse the
      // headers (Backblaze B2, older MinIO and Ceph releases), others store the chunk framing as the file's content
      // (s3rver). Checksums are sent and checked only where the S3 API itself requires them.
      requestChecksumCalculation: "WHEN_REQUIRED",
      responseChecksumValidation: "WHEN_REQUIRED",
      // An unreachable endpoint fails in seconds instead of waiting for the operating system to give up.
      requestHandler: { connectionTimeout: 10_000 },
    };
    this.client = new S3Client(this.clientConfig);
  }

  /** Fails with a message naming the settings when the bucket cannot be reached with these credentials. */
  async checkBucket(): Promise<void> {
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
    } catch (error) {
      const e = error as { name?: string; message?: string; $metadata?: { httpStatusCode?: number } };
      const status = e.$metadata?.httpStatusCode;
      const where = this.endpoint ? ` at ${this.endpoint}` : "";
      throw new Error(
        `The S3 bucket "${this.bucket}"${where} cannot be used (${e.name ?? "error"}${status ? `, HTTP ${status}` : ""}: ` +
          `${e.message || "no message"}). Check S3_BUCKET, S3_ENDPOINT, S3_REGION, S3_FORCE_PATH_STYLE and the ` +
          "credentials (AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY).",
        { cause: error },
      );
    }
  }

  async get(key: string): Promise<Buffer | null> {
    const stream = await this.stream(key);
    if (stream === null) return null;
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }

  async put(key: string, data: Buffer, contentType?: string): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: checkStorageKey(key),
        Body: data,
        ContentLength: data.length,
        ...(contentType ? { ContentType: contentType } : {}),
      }),
    );
  }

  /** A multipart upload (@aws-sdk/lib-storage): parts of 8 MB, at most 4 in flight, so memory stays bounded. */
  async putStream(key: string, data: Readable, contentType?: string): Promise<void> {
    const { Upload } = await import("@aws-sdk/lib-storage");
    await new Upload({
      client: this.client,
      partSize: 8 * 1024 * 1024,
      queueSize: 4,
      params: {
        Bucket: this.bucket,
        Key: checkStorageKey(key),
        Body: data,
        ...(contentType ? { ContentType: contentType } : {}),
      },
    }).done();
  }

  async exists(key: string): Promise<boolean> {
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: checkStorageKey(key) }));
      return true;
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  async stream(key: string): Promise<Readable | null> {
    try {
      const response = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: checkStorageKey(key) }),
      );
      // In Node the body is the HTTP response itself: read as it is consumed, with back-pressure.
      if (!(response.Body instanceof Readable)) throw new Error("S3 answered without a readable body");
      return response.Body;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: checkStorageKey(key) }));
  }

  async *list(prefix = ""): AsyncIterable<StoredFile> {
    checkStoragePrefix(prefix);
    const pages = paginateListObjectsV2(
      { client: this.client },
      { Bucket: this.bucket, ...(prefix ? { Prefix: prefix } : {}) },
    );
    for await (const page of pages) {
      for (const object of page.Contents ?? []) {
        // Consoles make "folder/" objects of size 0; they are no file of the shop.
        if (object.Key === undefined || object.Key.endsWith("/")) continue;
        yield { key: object.Key, size: object.Size ?? 0 };
      }
    }
  }
}
