import type { Config } from "../config.ts";
import { loadProcessConfig } from "../config.ts";
import { type Db, migrate, openDatabase } from "../db/client.ts";
import { EmbeddedDatabaseBusy, holdEmbeddedDatabase } from "../db/embedded-holder.ts";
import { rekeyPlainAccessCodes } from "../modules/access/codes.ts";
import { handKindsToModules } from "../modules/kinds.ts";
import { describeSecrets, loadShopSecrets } from "../platform/shop-secrets.ts";
import { openStorage, type Storage } from "../platform/storage.ts";

/** One operator command of `npm run shop`. */
export interface Command {
  /** One or two words: `settings apply`, `job import`. */
  name: string;
  summary: string;
  /** The usage line and the explanation of the arguments, shown by --help. */
  usage: string;
  run(argv: string[]): Promise<void>;
}

/** A failure the operator can fix (a bad argument, a broken file): its message is printed without a stack. */
export class CliError extends Error {
  readonly showUsage: boolean;
  constructor(message: string, options: { showUsage?: boolean } = {}) {
    super(message);
    this.name = "CliError";
    this.showUsage = options.showUsage ?? false;
  }
}

export function formatUsage(command: Command): string {
  return `${command.summary}\n\n${command.usage}`;
}

export interface ShopContext {
  config: Config;
  db: Db;
  storage: Storage;
}

/** The shop running on the embedded database, reached through its operator routes. */
export interface RunningShop {
  /** http://127.0.0.1:<its port> */
  baseUrl: string;
  /** OPERATOR_TOKEN, as the shop has it. */
  token: string;
  /** The shop's public address. */
  publicUrl: string;
}

let commandName = "a command";

/** The command running now, named in the embedded database's holder file (runCli sets it). */
export function nameRunningCommand(name: string): void {
  commandName = name;
}

/** What an operator reads when another process holds the embedded database: nothing was opened, and how to go on. */
function shopRunningHelp(
  busy: EmbeddedDatabaseBusy,
  whileShopRuns: { viaShop?: unknown; route?: string },
): string {
  const lines = [
    busy.message,
    "The embedded database (PGlite) serves one process at a time, so this command did not open it; nothing changed.",
  ];
  if (busy.holder.kind === "shop") {
    lines.push("  Stop the shop (Ctrl-C where it runs, or systemctl stop) and run the command again.");
    if (whileShopRuns.viaShop) {
      lines.push(
        "  Or set OPERATOR_TOKEN as the shop has it and run it again: it then goes through the running shop.",
      );
    } else if (whileShopRuns.route) {
      lines.push(`  Or, while it runs, use its operator route: ${whileShopRuns.route}`);
    }
    lines.push("  With PostgreSQL (DATABASE_URL) commands run beside the shop.");
  } else {
    lines.push("  Wait for it to end and run the command again.");
  }
  lines.push(`  (If no such process runs, remove ${busy.file}.)`);
  return lines.join("\n");
}

/**
 * Opens the shop as `npm start` would (configuration, migrated database, the shop's secrets, storage), runs the work,
 * closes it. Of the secrets it says only what changed (an import or a new secret), not where each came from.
 *
 * On the embedded database the command holds it while it runs (decision 0060). When the running shop holds it, the
 * command goes through the shop (`viaShop`, with OPERATOR_TOKEN) or refuses at once, saying how to go on.
 */
export async function withShop<T>(
  work: (shop: ShopContext) => Promise<T>,
  whileShopRuns: {
    /** The same work through the running shop's operator routes. */
    viaShop?: (shop: RunningShop) => Promise<T>;
    /** The operator route that does it, for the message when the command cannot go through the shop itself. */
    route?: string;
  } = {},
): Promise<T> {
  handKindsToModules();
  const environment = loadProcessConfig();
  let release = () => {};
  if (environment.database.kind === "pglite") {
    try {
      release = await holdEmbeddedDatabase(environment.database.dataDir, {
        kind: "command",
        name: commandName,
      });
    } catch (error) {
      if (!(error instanceof EmbeddedDatabaseBusy)) throw error;
      const token = environment.operatorToken;
      const { holder } = error;
      if (
        holder.kind === "shop" &&
        holder.port !== undefined &&
        token !== undefined &&
        whileShopRuns.viaShop
      ) {
        return whileShopRuns.viaShop({
          baseUrl: `http://127.0.0.1:${holder.port}`,
          token,
          publicUrl: holder.publicUrl ?? environment.publicUrl,
        });
      }
      throw new CliError(shopRunningHelp(error, whileShopRuns));
    }
  }
  const database = await openDatabase(environment).catch((error: unknown) => {
    release();
    throw error;
  });
  try {
    const config = await database.exclusively(async () => {
      await migrate(database.db);
      const { config, report } = await loadShopSecrets(database.db, environment);
      for (const line of describeSecrets(report).slice(1)) console.log(line);
      await rekeyPlainAccessCodes(database.db, config);
      return config;
    });
    const storage = await openStorage(config);
    return await work({ config, db: database.db, storage });
  } finally {
    await database.close();
    release();
  }
}
