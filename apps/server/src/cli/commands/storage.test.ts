import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { LocalStorage } from "../../platform/storage.ts";
import { s3TestCredentials, startS3Server, type TestS3Server } from "../../test/s3-server.ts";
import { CliError } from "../command.ts";
import { copyToS3Command, formatBytes } from "./storage.ts";

let s3: TestS3Server;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(() => s3.stop());

let printed: string[];
let dataDir: string;
beforeEach(() => {
  printed = [];
  vi.spyOn(console, "log").mockImplementation((line: string) => {
    printed.push(line);
  });
  // The command reads the shop's configuration from the environment, as `npm run shop` does.
  dataDir = mkdtempSync(path.join(os.tmpdir(), "shop-data-"));
  vi.stubEnv("DATA_DIR", dataDir);
  for (const name of ["S3_BUCKET", "S3_REGION", "S3_ENDPOINT", "S3_FORCE_PATH_STYLE"]) vi.stubEnv(name, "");
});
afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

function useBucket(bucket: string): void {
  vi.stubEnv("S3_BUCKET", bucket);
  vi.stubEnv("S3_ENDPOINT", s3.endpoint);
  vi.stubEnv("S3_FORCE_PATH_STYLE", "true");
  vi.stubEnv("AWS_ACCESS_KEY_ID", s3TestCredentials.accessKeyId);
  vi.stubEnv("AWS_SECRET_ACCESS_KEY", s3TestCredentials.secretAccessKey);
}

describe("npm run shop -- storage copy-to-s3", () => {
  it("copies the data folder's files to the configured bucket and says how many files and bytes it moved", async () => {
    const files = new LocalStorage(path.join(dataDir, "files"));
    await files.put("originals/a.jpg", Buffer.alloc(1500, 1));
    await files.put("derived/a-320.webp", Buffer.alloc(20, 2));
    const bucket = await s3.createBucket("copy-command");
    await bucket.put("derived/a-320.webp", Buffer.alloc(20, 2));
    useBucket("copy-command");
    await copyToS3Command.run([]);
    expect((await bucket.get("originals/a.jpg"))?.length).toBe(1500);
    expect(printed).toContain("  [2/2] originals/a.jpg (1.5 kB)");
    expect(printed.at(-1)).toBe(
      `Done: copied 1 file, 1,500 bytes (1.5 kB), to the S3 bucket "copy-command" at ${s3.endpoint}; ` +
        "skipped 1 file (20 bytes) it already held.",
    );
  });

  it("copies another folder given with --from", async () => {
    const folder = mkdtempSync(path.join(os.tmpdir(), "shop-old-files-"));
    await new LocalStorage(folder).put("logos/demo.png", Buffer.from("png"));
    const bucket = await s3.createBucket("copy-from");
    useBucket("copy-from");
    await copyToS3Command.run(["--from", folder]);
    expect((await bucket.get("logos/demo.png"))?.toString()).toBe("png");
  });

  it("refuses when S3_BUCKET is not set", async () => {
    await expect(copyToS3Command.run([])).rejects.toThrow(
      new CliError(
        "S3_BUCKET is not set: set S3_BUCKET to the bucket to copy to (and S3_REGION, S3_ENDPOINT, " +
          "S3_FORCE_PATH_STYLE and the AWS credentials as your S3 server needs), then run the command again.",
      ),
    );
  });

  it("refuses a folder that does not exist and an unknown option", async () => {
    useBucket("copy-from");
    const missing = path.join(dataDir, "nothing-here");
    await expect(copyToS3Command.run(["--from", missing])).rejects.toThrow(
      `There is no folder ${missing} to copy from.`,
    );
    await expect(copyToS3Command.run(["--to", "x"])).rejects.toThrow(/Unknown option '--to'/);
  });

  it("refuses a bucket it cannot reach, naming the settings to check", async () => {
    useBucket("no-such-bucket");
    const folder = mkdtempSync(path.join(os.tmpdir(), "shop-files-"));
    await expect(copyToS3Command.run(["--from", folder])).rejects.toThrow(
      /The S3 bucket "no-such-bucket" .* cannot be used/,
    );
  });
});

describe("sizes for people", () => {
  it.each([
    [0, "0 bytes"],
    [999, "999 bytes"],
    [1500, "1.5 kB"],
    [2_345_678, "2.3 MB"],
    [5_600_000_000, "5.6 GB"],
  ])("%d bytes read %s", (bytes, text) => {
    expect(formatBytes(bytes)).toBe(text);
  });
});
