import path from "node:path";
import { type ParseArgsOptionsConfig, parseArgs } from "node:util";
import { type Config, loadProcessConfig } from "../../config.ts";
import { backupShop, restoreShop } from "../backup.ts";
import { CliError, type Command } from "../command.ts";
import { formatBytes } from "./storage.ts";

/**
 * The embedded database allows one process: a copy of its folder taken while the shop writes it is not consistent.
 * A shop answering on its port is the one sign a command can see from outside; a shop on another port or machine
 * is the operator's to stop.
 */
async function refuseRunningShop(config: Pick<Config, "port">): Promise<void> {
  const answered = await fetch(`http://127.0.0.1:${config.port}/healthz`, {
    signal: AbortSignal.timeout(1000),
  })
    .then(() => true)
    .catch(() => false);
  if (answered) {
    throw new CliError(
      `A shop answers on port ${config.port}: stop it first (the embedded database is copied as it lies on disk).`,
    );
  }
}

/**
 * The one file a command names, and its options; then the configuration, once no shop answers on its port (see
 * refuseRunningShop).
 */
async function commandFor(argv: string[], missing: string, options: ParseArgsOptionsConfig = {}) {
  let parsed: ReturnType<typeof parseArgs>;
  try {
    parsed = parseArgs({ args: argv, options, allowPositionals: true });
  } catch (error) {
    throw new CliError(error instanceof Error ? error.message : String(error), { showUsage: true });
  }
  const [file] = parsed.positionals;
  if (file === undefined || parsed.positionals.length > 1) throw new CliError(missing, { showUsage: true });
  const config = loadProcessConfig();
  await refuseRunningShop(config);
  return { file: path.resolve(file), values: parsed.values, config };
}

const bucketNote =
  "The stored files are in the S3 bucket, not in the backup: keep them with the bucket's versioning or replication.";

export const backupCommand: Command = {
  name: "backup",
  summary: "Back up the shop (embedded database and stored files) into one file, with the shop stopped",
  usage: [
    "Usage: npm run shop -- backup <file>",
    "",
    "  Writes the whole data folder (DATA_DIR: the database, the stored pictures and files, the secrets file) into",
    "  a new tar file. Run it with the shop stopped: the embedded database is copied as it lies on disk. The file",
    "  holds the shop's generated secrets and every parent's data: keep it as safe as the server.",
    "",
    "  With S3_BUCKET set, the files stay in the bucket and the backup holds the rest. On PostgreSQL",
    "  (DATABASE_URL) the command refuses and says what to use instead (pg_dump; docs/operating.md).",
  ].join("\n"),
  async run(argv) {
    const { file: target, config } = await commandFor(argv, "Name one file to write the backup to.");
    console.log(`Backing up ${config.dataDir} to ${target}…`);
    const made = await backupShop(config, target);
    console.log(`Done: ${made.files.toLocaleString("en")} files, ${formatBytes(made.bytes)}.`);
    if (made.filesInBucket) console.log(bucketNote);
  },
};

export const restoreCommand: Command = {
  name: "restore",
  summary: "Restore a backup made by `backup` into DATA_DIR, with the shop stopped",
  usage: [
    "Usage: npm run shop -- restore <file> [--replace]",
    "",
    "  Unpacks the backup into DATA_DIR, which must be empty or missing. Start the shop afterwards as before (the",
    "  same SHOP_MODE, and the same secrets if the environment set them): it migrates the database if the backup is",
    "  older than the shop's code.",
    "",
    "  --replace  DATA_DIR holds a shop: rename it to <DATA_DIR>.before-restore-<time> first (nothing is deleted)",
  ].join("\n"),
  async run(argv) {
    const {
      file: source,
      values,
      config,
    } = await commandFor(argv, "Name the one backup file to restore.", {
      replace: { type: "boolean" },
    });
    console.log(`Restoring ${source} into ${config.dataDir}…`);
    const restored = await restoreShop(config, source, { replace: values.replace === true });
    if (restored.keptAside) console.log(`The folder that was there is kept as ${restored.keptAside}.`);
    console.log(`Done: ${restored.files.toLocaleString("en")} files restored. Start the shop as before.`);
    if (restored.filesInBucket) console.log(bucketNote);
  },
};
