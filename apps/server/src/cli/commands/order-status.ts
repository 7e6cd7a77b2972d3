import { fulfilmentStatuses } from "@shop/domain/order-fulfilment";
import type { OrderStatus } from "@shop/domain/order-lifecycle";
import { changeOrderStatus } from "../../modules/orders/status.ts";
import { commandLineActor } from "../../modules/staff/service.ts";
import { createTransport, type MailTransport, OutboxMailer } from "../../platform/mail.ts";
import { CliError, type Command, type ShopContext, withShop } from "../command.ts";
import { orderNamed } from "./order.ts";

const statusUsage = `Usage: npm run shop -- order status <order reference or uuid> <status> [options]

Moves an order to a status as the studio does (issue 32): ${fulfilmentStatuses.join(", ")}. The move must be one
the order's status allows (the transition table); the customer gets a mail of it and the order's page shows it.

  --carrier <name>        shipped: the carrier (needed)
  --tracking-url <url>    shipped: the tracking link
  --pickup-place <text>   ready_for_pickup: where, when not the order's own school or store
  --note <text>           a note to the customer`;

const optionNames = {
  "--carrier": "carrier",
  "--tracking-url": "trackingUrl",
  "--pickup-place": "pickupPlace",
  "--note": "note",
} as const;
type OptionName = keyof typeof optionNames;

export interface StatusArguments {
  reference: string;
  to: OrderStatus;
  carrier?: string;
  trackingUrl?: string;
  pickupPlace?: string;
  note?: string;
}

/** `<reference> <status>` and the options, in any order. */
export function parseStatusArguments(argv: readonly string[]): StatusArguments {
  const positional: string[] = [];
  const options: Partial<Record<(typeof optionNames)[OptionName], string>> = {};
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i] as string;
    if (arg in optionNames) {
      const value = argv[i + 1];
      if (value === undefined || value.startsWith("--")) throw new CliError(`Give a value after ${arg}.`);
      options[optionNames[arg as OptionName]] = value;
      i += 1;
    } else if (arg.startsWith("--")) throw new CliError(`Unknown argument: ${arg}`, { showUsage: true });
    else positional.push(arg);
  }
  const [reference, to] = positional;
  if (positional.length !== 2 || reference === undefined || to === undefined) {
    throw new CliError("Give one order reference or uuid and the status.", { showUsage: true });
  }
  if (!(fulfilmentStatuses as readonly string[]).includes(to)) {
    throw new CliError(`"${to}" is not a status the studio sets: ${fulfilmentStatuses.join(", ")}.`);
  }
  if (to === "shipped" && options.carrier === undefined)
    throw new CliError("A shipped order needs --carrier.");
  return { reference, to: to as OrderStatus, ...options };
}

type Open = <T>(work: (shop: Pick<ShopContext, "db" | "config">) => Promise<T>) => Promise<T>;

/** `order status`: the studio's status change on the command line; `open` and `transport` for the tests. */
export function orderStatusCommands(open: Open = withShop, transport?: MailTransport): Command[] {
  return [
    {
      name: "order status",
      summary:
        "Move an order to in production, shipped, ready for pickup, delivered or collected (mails the customer)",
      usage: statusUsage,
      async run(argv) {
        const { reference, ...change } = parseStatusArguments(argv);
        await open(async ({ db, config }) => {
          const found = await orderNamed(db, reference);
          const mailer = new OutboxMailer(db, transport ?? createTransport(config));
          const result = await changeOrderStatus(
            db,
            { ...change, orderIds: [found.id], by: commandLineActor },
            { mailer, publicUrl: config.publicUrl, now: new Date() },
          );
          const [refused] = result.refused;
          if (refused) throw new CliError(refused.message);
          console.log(`Order #${found.uuid.slice(0, 8)} is ${change.to.replace(/_/g, " ")}.`);
          // The customer's mail goes now; one that cannot be sent stays in the outbox for the shop to retry.
          console.log(`Mails delivered from the outbox: ${await mailer.flush()}`);
        });
      },
    },
  ];
}
