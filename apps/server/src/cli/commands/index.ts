import type { Command } from "../command.ts";
import { settingsCommands } from "./settings.ts";

/** Every command of `npm run shop`, in the order --help lists them. */
export const commands: Command[] = [...settingsCommands()];
