import { parseArgs } from "node:util";
import { ConfigError, loadProcessConfig } from "../config.ts";
import { dropEverything, isEmpty, migrate, openDatabase } from "../db/client.ts";
import { handKindsToModules } from "../modules/kinds.ts";
import { describeSecrets, loadShopSecrets } from "../platform/shop-secrets.ts";
import { openStorage } from "../platform/storage.ts";
import { seedDemo } from "../seed/demo.ts";

const usage = `Usage: npm run seed:demo [-- --reset]
  Seeds the demo shop into an empty database.
  --reset  drops EVERY table and file of the shop first (with S3_BUCKET set: every object in the bucket),
           then migrates and seeds again.`;

try {
  const { values } = parseArgs({ options: { reset: { type: "boolean" }, help: { type: "boolean" } } });
  if (values.help) {
    console.log(usage);
  } else {
    handKindsToModules();
    const environment = loadProcessConfig();
    const database = await openDatabase(environment);
    try {
      // The configured storage: the data folder's files, or the S3 bucket when S3_BUCKET is set.
      const storage = await openStorage(environment);
      if (values.reset) {
        console.log("Dropping the shop's tables and files…");
        await dropEverything(database.db);
        for await (const file of storage.list()) await storage.delete(file.key);
      }
      await migrate(database.db);
      const { config, report } = await loadShopSecrets(database.db, environment);
      for (const line of describeSecrets(report)) console.log(line);
      if (!(await isEmpty(database.db))) {
        console.log("The database already holds a shop; run with -- --reset to re-create the demo shop.");
        process.exitCode = 1;
      } else {
        const summary = await seedDemo(database.db, storage, {
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
