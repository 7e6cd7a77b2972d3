/** The part of s3rver's API the tests use (the package ships no types). */
declare module "s3rver" {
  import type { AddressInfo } from "node:net";

  interface S3rverOptions {
    address?: string;
    /** 0 picks a free port. */
    port?: number;
    /** Where the buckets are kept. */
    directory?: string;
    silent?: boolean;
    resetOnClose?: boolean;
  }

  /** Koa's context, as far as the ListParts middleware (s3-server.ts) reads and answers it. */
  interface S3rverContext {
    method: string;
    path: string;
    query: Record<string, string | undefined>;
    status: number;
    type: string;
    body: string;
  }

  export default class S3rver {
    constructor(options?: S3rverOptions);
    /** Koa's middleware, composed when the server starts. */
    middleware: Array<(ctx: S3rverContext, next: () => Promise<void>) => Promise<void>>;
    store: { getResourcePath(bucket: string, key: string | undefined, resource: string): string };
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}
