import { rm } from "node:fs/promises";
import path from "node:path";
import { parseArgs } from "node:util";
import { ConfigError, loadConfig } from "../config.ts";
import { dropEverything, isEmpty, migrate, openDatabase } from "../db/client.ts";
import { LocalStorage } from "../platform/storage.ts";
import { seedDemo } from "../seed/demo.ts";

const usage = `Usage: npm run seed:demo [-- --reset]
  Seeds the demo shop into an empty database.
  --reset  drops EVERY table and file of the shop first, then migrates and seeds again.`;

try {
  const { values } = parseArgs({ options: { reset: { type: "boolean" }, help: { type: "boolean" } } });
  if (values.help) {
    console.log(usage);
  } else {
    const config = loadConfig(process.env);
    const database = await openDatabase(config);
    const filesDir = path.join(config.dataDir, "files");
    try {
      if (values.reset) {
        console.log("Dropping the shop's tables and files…");
        await dropEverything(database.db);
        await rm(filesDir, { recursive: true, force: true });
      }
      await migrate(database.db);
      if (!(await isEmpty(database.db))) {
        console.log("The database already holds a shop; run with -- --reset to re-create the demo shop.");
        process.exitCode = 1;
      } else {
        const summary = await seedDemo(database.db, new LocalStorage(filesDir), {
          keys: config,
          log: (line) => console.log(`  ${line}`),
        });
        console.log(`Demo shop seeded: ${summary.pictureCount} pictures.`);
        for (const c of summary.codes) console.log(`  ${c.code.padEnd(10)} ${c.opens}`);
        console.log(`  Demo account: ${summary.account.email} / ${summary.account.password}`);
      }
    } finally {
      await database.close();
    }
  }
} catch (error) {
  console.error(
    error instanceof ConfigError ? error.message : error instanceof Error ? error.message : error,
  );
  process.exitCode = 1;
}
