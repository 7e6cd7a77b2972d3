import type { Command } from "../command.ts";
import { invoiceCommands } from "./invoice.ts";
import { paymentsCommands } from "./payments.ts";

/** Every command of `npm run shop`, in the order --help lists them. */
export const commands: Command[] = [...invoiceCommands, ...paymentsCommands];
