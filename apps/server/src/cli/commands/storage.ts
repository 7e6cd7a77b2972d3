import { stat } from "node:fs/promises";
import path from "node:path";
import { parseArgs } from "node:util";
import { loadProcessConfig } from "../../config.ts";
import { LocalStorage, openStorage } from "../../platform/storage.ts";
import { copyStorage } from "../../platform/storage-copy.ts";
import { CliError, type Command } from "../command.ts";

/** 1234567 → "1.2 MB". */
export function formatBytes(bytes: number): string {
  const units = ["bytes", "kB", "MB", "GB", "TB"];
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return unit === 0 ? `${bytes} bytes` : `${value.toFixed(1)} ${units[unit]}`;
}

const count = (n: number, one: string, many: string) => `${n.toLocaleString("en")} ${n === 1 ? one : many}`;

export const copyToS3Command: Command = {
  name: "storage copy-to-s3",
  summary: "Copy the shop's files from the local folder to the S3 bucket (to move a shop to S3 storage)",
  usage: [
    "Usage: npm run shop -- storage copy-to-s3 [--from <folder>]",
    "",
    "  Copies every file of the shop (originals, derived sizes, backgrounds, generated files) from the local",
    "  folder to the bucket that S3_BUCKET names, under the same names. S3_REGION, S3_ENDPOINT and",
    "  S3_FORCE_PATH_STYLE are read as `npm start` reads them, and the credentials come from AWS_ACCESS_KEY_ID and",
    "  AWS_SECRET_ACCESS_KEY (or the other ways the AWS SDK finds them).",
    "",
    "  A file the bucket already holds with the same size is skipped, so the command can be run again: after a",
    "  broken-off copy, or once more right before the shop is restarted on S3 to catch files added meanwhile.",
    "  The local folder is left as it is.",
    "",
    "  --from <folder>  the folder to copy (default: the files folder of DATA_DIR, where the shop keeps them)",
  ].join("\n"),
  async run(argv) {
    let from: string | undefined;
    try {
      ({
        values: { from },
      } = parseArgs({ args: argv, options: { from: { type: "string" } }, allowPositionals: false }));
    } catch (error) {
      throw new CliError(error instanceof Error ? error.message : String(error), { showUsage: true });
    }
    const config = loadProcessConfig();
    if (config.storage.kind !== "s3") {
      throw new CliError(
        "S3_BUCKET is not set: set S3_BUCKET to the bucket to copy to (and S3_REGION, S3_ENDPOINT, " +
          "S3_FORCE_PATH_STYLE and the AWS credentials as your S3 server needs), then run the command again.",
      );
    }
    const folder = path.resolve(from ?? path.join(config.dataDir, "files"));
    if (!(await stat(folder).catch(() => null))?.isDirectory()) {
      throw new CliError(`There is no folder ${folder} to copy from.`);
    }
    const where = config.storage.endpoint ? ` at ${config.storage.endpoint}` : "";
    const target = `the S3 bucket "${config.storage.bucket}"${where}`;
    const bucket = await openStorage(config);
    console.log(`Copying the files of ${folder} to ${target}…`);
    const summary = await copyStorage(new LocalStorage(folder), bucket, {
      onFile({ file, action, done, total }) {
        if (action === "copied") console.log(`  [${done}/${total}] ${file.key} (${formatBytes(file.size)})`);
      },
    });
    const bytes = count(summary.copiedBytes, "byte", "bytes");
    const rounded = summary.copiedBytes >= 1000 ? ` (${formatBytes(summary.copiedBytes)})` : "";
    console.log(
      `Done: copied ${count(summary.copied, "file", "files")}, ${bytes}${rounded}, to ${target}; ` +
        `skipped ${count(summary.skipped, "file", "files")} (${formatBytes(summary.skippedBytes)}) it already held.`,
    );
  },
};
