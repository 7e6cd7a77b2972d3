import type { Command } from "../command.ts";
import { backupCommand, restoreCommand } from "./backup.ts";
import { invoiceCommands } from "./invoice.ts";
import { jobCommands } from "./job.ts";
import { mailCommands } from "./mail.ts";
import { orderCommands } from "./order.ts";
import { orderStatusCommands } from "./order-status.ts";
import { paymentsCommands } from "./payments.ts";
import { retouchCommands } from "./retouch.ts";
import { settingsCommands } from "./settings.ts";
import { copyToS3Command } from "./storage.ts";
import { studioCommands } from "./studio.ts";
import { templateCommands } from "./template.ts";
import { userCommands } from "./user.ts";

/** Every command of `npm run shop`, in the order --help lists them. */
export const commands: Command[] = [
  ...settingsCommands(),
  ...jobCommands,
  ...invoiceCommands(),
  ...orderCommands(),
  ...orderStatusCommands(),
  ...retouchCommands(),
  ...paymentsCommands,
  ...templateCommands(),
  ...userCommands(),
  ...mailCommands(),
  ...studioCommands(),
  copyToS3Command,
  backupCommand,
  restoreCommand,
];
