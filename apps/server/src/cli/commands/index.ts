import type { Command } from "../command.ts";
import { jobCommands } from "./job.ts";
import { settingsCommands } from "./settings.ts";
import { copyToS3Command } from "./storage.ts";

/** Every command of `npm run shop`, in the order --help lists them. */
export const commands: Command[] = [...settingsCommands(), ...jobCommands, copyToS3Command];
