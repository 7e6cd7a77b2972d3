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

  export default class S3rver {
    constructor(options?: S3rverOptions);
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}
