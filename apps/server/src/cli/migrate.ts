import { ConfigError, loadProcessConfig } from "../config.ts";
import { migrate, openDatabase } from "../db/client.ts";

try {
  const config = loadProcessConfig();
  const database = await openDatabase(config);
  try {
    await migrate(database.db);
    console.log("Migrations applied.");
  } finally {
    await database.close();
  }
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exitCode = 1;
}
