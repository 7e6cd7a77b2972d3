import { restartWithStartEnvironment } from "../process-environment.ts";

/**
 * The command line's entry (`npm run shop -- …`). A command on the embedded database runs PostgreSQL's engine as the
 * shop does, so the process first starts itself again with the shop's V8 flags and allocator settings (decision
 * 0016): without the baseline compiler alone, opening the database compiled its parser with the optimising one and a
 * `job import` peaked at about 1 GB. The commands are imported after that, as main.ts imports the shop.
 */
restartWithStartEnvironment();
const { runCli } = await import("./run.ts");
process.exitCode = await runCli(process.argv.slice(2));
