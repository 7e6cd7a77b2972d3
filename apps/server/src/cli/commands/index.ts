import type { Command } from "../command.ts";
import { jobCommands } from "./job.ts";

/** Every command of `npm run shop`, in the order --help lists them. */
export const commands: Command[] = [...jobCommands];
