import type { Command } from "../command.ts";
import { copyToS3Command } from "./storage.ts";

/** Every command of `npm run shop`, in the order --help lists them. */
export const commands: Command[] = [copyToS3Command];
