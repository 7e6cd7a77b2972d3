import { ConfigError } from "../config.ts";
import { CliError, type Command, formatUsage, nameRunningCommand } from "./command.ts";
import { commands } from "./commands/index.ts";

/**
 * The operator's command line: `npm run shop -- <command> [arguments]`. Each command is built on the same services
 * as the web app. The embedded database allows one process at a time: while the shop holds it, a command goes
 * through the shop's operator routes or refuses at once, saying how (decision 0060).
 */
function overview(): string {
  const width = Math.max(...commands.map((c) => c.name.length));
  return [
    "Usage: npm run shop -- <command> [arguments]",
    "",
    "Commands:",
    ...commands.map((c) => `  ${c.name.padEnd(width)}  ${c.summary}`),
    "",
    "`npm run shop -- <command> --help` explains one command. The shop's configuration (DATA_DIR, DATABASE_URL,",
    "S3_BUCKET, …) comes from the environment, as for `npm start`.",
  ].join("\n");
}

/** The command whose name the arguments start with (names have one or two words). */
function findCommand(argv: string[]): { command: Command; rest: string[] } | null {
  for (const words of [2, 1]) {
    const name = argv.slice(0, words).join(" ");
    const command = commands.find((c) => c.name === name);
    if (command) return { command, rest: argv.slice(words) };
  }
  return null;
}

export async function runCli(argv: string[]): Promise<number> {
  if (argv.length === 0 || argv[0] === "--help" || argv[0] === "-h" || argv[0] === "help") {
    console.log(overview());
    return argv.length === 0 ? 1 : 0;
  }
  const found = findCommand(argv);
  if (!found) {
    console.error(`Unknown command: ${argv.slice(0, 2).join(" ")}\n\n${overview()}`);
    return 1;
  }
  const { command, rest } = found;
  if (rest.includes("--help") || rest.includes("-h")) {
    console.log(formatUsage(command));
    return 0;
  }
  nameRunningCommand(command.name);
  try {
    await command.run(rest);
    return 0;
  } catch (error) {
    if (error instanceof CliError) {
      console.error(error.message);
      if (error.showUsage) console.error(`\n${formatUsage(command)}`);
    } else if (error instanceof ConfigError) {
      console.error(error.message);
    } else {
      console.error(`${command.name} failed:`, error instanceof Error ? error.message : error);
    }
    return 1;
  }
}
