import type { Config } from "../config.ts";
import { loadProcessConfig } from "../config.ts";
import { type Db, migrate, openDatabase } from "../db/client.ts";
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

/**
 * Opens the shop as `npm start` would (configuration, migrated database, the shop's secrets, storage), runs the work,
 * closes it. Of the secrets it says only what changed (an import or a new secret), not where each came from.
 */
export async function withShop<T>(work: (shop: ShopContext) => Promise<T>): Promise<T> {
  handKindsToModules();
  const environment = loadProcessConfig();
  const database = await openDatabase(environment);
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
  }
}
