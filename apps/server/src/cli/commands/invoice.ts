import { formatAmountEnglish } from "@shop/domain/voucher";
import type { Db } from "../../db/client.ts";
import { markOrderInvoicePaid } from "../../modules/invoices/payment.ts";
import {
  cancelInvoice,
  InvoiceError,
  type InvoiceListItem,
  listUnpaidInvoices,
  storedPersonNumber,
} from "../../modules/orders/invoices.ts";
import { commandLineActor } from "../../modules/staff/service.ts";
import { decryptText } from "../../platform/crypto.ts";
import { createTransport, type MailTransport, OutboxMailer } from "../../platform/mail.ts";
import { CliError, type Command, type ShopContext, withShop } from "../command.ts";

const personNumberWarning =
  "Warning: the national identity numbers below are personal data. Use them only for these invoices; do not copy them elsewhere.";

/** A time as the operator reads it: date and minute, UTC. */
export function shortTime(date: Date): string {
  return `${date.toISOString().slice(0, 16).replace("T", " ")} UTC`;
}

/** The unpaid invoices as a table; with `personNumber`, each invoice's national identity number too. */
export function formatInvoiceList(
  items: ReadonlyArray<InvoiceListItem & { personNumber?: string }>,
  options: { personNumbers: boolean },
): string {
  if (items.length === 0) return "No unpaid invoices.";
  const rows = items.map((i) => [
    `#${i.reference}`,
    shortTime(i.confirmedAt),
    formatAmountEnglish(i.amount, i.currency),
    i.email,
    ...(i.status === "invoiced" ? [] : [`(${i.status.replace("_", " ")})`]),
    ...(options.personNumbers ? [i.personNumber ?? "-"] : []),
  ]);
  const widths = [0, 1, 2, 3].map((c) => Math.max(...rows.map((r) => (r[c] ?? "").length)));
  const lines = rows.map((r) => r.map((cell, c) => (c < 3 ? cell.padEnd(widths[c] ?? 0) : cell)).join("  "));
  const total = items.length === 1 ? "1 unpaid invoice." : `${items.length} unpaid invoices.`;
  return [...lines, "", total].join("\n");
}

async function personNumberOf(db: Db, orderUuid: string, key: string): Promise<string> {
  const stored = await storedPersonNumber(db, orderUuid);
  if (stored === null) return "-";
  try {
    return decryptText(key, stored);
  } catch {
    return "(unreadable with this DATA_ENCRYPTION_KEY)";
  }
}

function oneReference(argv: string[]): string {
  if (argv.length !== 1 || argv[0]?.startsWith("--")) {
    throw new CliError("Give one order reference or uuid.", { showUsage: true });
  }
  return argv[0] as string;
}

async function asCliError<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof InvoiceError) throw new CliError(error.message);
    throw error;
  }
}

const listUsage = `Usage: npm run shop -- invoice list [--person-numbers]

Lists the orders confirmed on invoice and not yet paid, oldest first: order reference, when it was placed, the
amount and the customer's e-mail address.

  --person-numbers   also show each invoice's national identity number (personal data: kept encrypted by the
                     shop, erased when the invoice is marked paid or cancelled)`;

const paidUsage = `Usage: npm run shop -- invoice paid <order reference or uuid>

Marks the invoice of an order paid (the order reference is the 8 characters after '#' on the receipt and in the
confirmation mail). The order moves from invoiced to paid, its digital pictures become downloadable for the
customer (they wait for the invoice's payment) and the customer gets a mail saying so with the link to the order,
and its national identity number is erased.`;

const cancelUsage = `Usage: npm run shop -- invoice cancel <order reference or uuid>

Cancels an order whose invoice will not be paid. The digital pictures it ordered may be bought again, the
downloads it gave are taken back (pictures the customer bought in another order stay), a once-per-user voucher it
used may be used again, and its national identity number is erased. An order already in production cannot be
cancelled.`;

type Open = <T>(work: (shop: Pick<ShopContext, "db" | "config">) => Promise<T>) => Promise<T>;

/** The invoice commands of `npm run shop`; `open` and `transport` replace the shop and its mail transport (tests). */
export function invoiceCommands(open: Open = withShop, transport?: MailTransport): Command[] {
  return [
    {
      name: "invoice list",
      summary: "List the unpaid invoices (order reference, date, amount, customer e-mail)",
      usage: listUsage,
      async run(argv) {
        const personNumbers = argv.includes("--person-numbers");
        const unknown = argv.filter((a) => a !== "--person-numbers");
        if (unknown.length > 0) throw new CliError(`Unknown argument: ${unknown[0]}`, { showUsage: true });
        await open(async ({ db, config }) => {
          const items = await listUnpaidInvoices(db);
          const shown = personNumbers
            ? await Promise.all(
                items.map(async (i) => ({
                  ...i,
                  personNumber: await personNumberOf(db, i.uuid, config.dataEncryptionKey),
                })),
              )
            : items;
          if (personNumbers && items.length > 0) console.error(personNumberWarning);
          console.log(formatInvoiceList(shown, { personNumbers }));
        });
      },
    },
    {
      name: "invoice paid",
      summary:
        "Mark an order's invoice paid (its digital pictures become downloadable; the customer gets a mail)",
      usage: paidUsage,
      async run(argv) {
        const reference = oneReference(argv);
        await open(async ({ db, config }) => {
          const mailer = new OutboxMailer(db, transport ?? createTransport(config));
          const done = await asCliError(() =>
            markOrderInvoicePaid(
              { db, now: new Date(), notice: { mailer, publicUrl: config.publicUrl } },
              reference,
              commandLineActor,
            ),
          );
          console.log(
            `Order #${done.reference} (${formatAmountEnglish(done.amount, done.currency)}, ${done.email}) is paid.`,
          );
          // The customer's mail goes now; one that cannot be sent stays in the outbox for the shop to retry.
          console.log(`Mails delivered from the outbox: ${await mailer.flush()}`);
        });
      },
    },
    {
      name: "invoice cancel",
      summary: "Cancel an order whose invoice will not be paid (its downloads are taken back)",
      usage: cancelUsage,
      async run(argv) {
        const reference = oneReference(argv);
        await open(async ({ db }) => {
          const done = await asCliError(() => cancelInvoice(db, reference));
          console.log(
            `Order #${done.reference} (${formatAmountEnglish(done.amount, done.currency)}, ${done.email}) is cancelled. ` +
              `Downloads taken back: ${done.revokedPictures} picture(s), ${done.revokedSets} set(s).`,
          );
        });
      },
    },
  ];
}
