import { formatAmountEnglish } from "@shop/domain/voucher";
import { type IncidentListItem, listIncidents, resolveIncident } from "../../modules/payments/incidents.ts";
import { type FailedCapture, failedCaptures } from "../../modules/payments/providers/vipps-capture.ts";
import { CliError, type Command, withShop } from "../command.ts";
import { shortTime } from "./invoice.ts";

const kindTexts: Record<IncidentListItem["kind"], string> = {
  late_payment: "paid after the payment was cancelled or expired",
  voucher_invalid: "paid with a voucher that no longer held",
};

/** The payment incidents as the operator reads them: what happened, the money, and what is left to do. */
export function formatIncidents(items: readonly IncidentListItem[], options: { all: boolean }): string {
  if (items.length === 0) return options.all ? "No payment incidents." : "No payment incidents need you.";
  const blocks = items.map((i) => {
    const order = i.orderReference === null ? "" : ` for order #${i.orderReference}`;
    const todo =
      i.status === "refunded"
        ? `refunded by the shop (${i.refundRef ?? "refund"})`
        : i.status === "resolved"
          ? "resolved by the operator"
          : `NOT refunded: refund ${i.paymentRef ?? "the payment"} in the ${i.provider} dashboard, then run \`npm run shop -- payments resolve ${i.id}\``;
    return [
      `${i.id}. ${shortTime(i.createdAt)}  ${formatAmountEnglish(i.amount, i.currency)}${order}: ${kindTexts[i.kind]}`,
      `   ${i.provider} ${i.providerRef}; ${todo}`,
    ].join("\n");
  });
  return blocks.join("\n");
}

const incidentsUsage = `Usage: npm run shop -- payments incidents [--all]

Lists the payments a provider took that the shop did not turn into an order: a payment that arrived after its
payment page was cancelled or had expired, or one refused because its voucher no longer held. The shop refunds
each through Stripe; those whose refund failed are listed here for you to refund by hand.

  --all   also list the incidents already refunded or resolved`;

/** Issue 33: the Vipps captures that failed, as the operator reads them. */
export function formatFailedCaptures(items: readonly FailedCapture[]): string {
  if (items.length === 0) return "No failed captures: every delivered order's Vipps payment is captured.";
  return items
    .map(
      (c) =>
        `Transaction ${c.transactionUuid}  ${formatAmountEnglish(c.amount, c.currency)}: ${c.attempts} failed ${c.attempts === 1 ? "attempt" : "attempts"}` +
        (c.error ? ` (Vipps: ${c.error})` : ""),
    )
    .join("\n");
}

const capturesUsage = `Usage: npm run shop -- payments captures

Lists the Vipps MobilePay payments of delivered orders whose capture failed (decision 0079). The shop tries each
again every minute; one that keeps failing needs a look in Vipps's business portal.`;

const resolveUsage = `Usage: npm run shop -- payments resolve <incident number>

Marks an incident resolved once you refunded (or otherwise settled) the payment by hand; it leaves the list.`;

export const paymentsCommands: Command[] = [
  {
    name: "payments incidents",
    summary:
      "List payments taken that did not become orders (late or refused), and which need a refund by hand",
    usage: incidentsUsage,
    async run(argv) {
      const all = argv.includes("--all");
      const unknown = argv.filter((a) => a !== "--all");
      if (unknown.length > 0) throw new CliError(`Unknown argument: ${unknown[0]}`, { showUsage: true });
      await withShop(async ({ db }) => {
        console.log(formatIncidents(await listIncidents(db, { all }), { all }));
      });
    },
  },
  {
    name: "payments captures",
    summary: "List the Vipps MobilePay payments whose capture on delivery failed (tried again every minute)",
    usage: capturesUsage,
    async run(argv) {
      if (argv.length > 0) throw new CliError(`Unknown argument: ${argv[0]}`, { showUsage: true });
      await withShop(async ({ db }) => {
        console.log(formatFailedCaptures(await failedCaptures(db)));
      });
    },
  },
  {
    name: "payments resolve",
    summary: "Mark a payment incident resolved after refunding it by hand",
    usage: resolveUsage,
    async run(argv) {
      const id = Number(argv[0]);
      if (argv.length !== 1 || !Number.isInteger(id) || id <= 0) {
        throw new CliError("Give the number of one incident, as `payments incidents` lists it.", {
          showUsage: true,
        });
      }
      await withShop(async ({ db }) => {
        const done = await resolveIncident(db, id, new Date());
        if (!done)
          throw new CliError(`No incident ${id} waits for you (see npm run shop -- payments incidents).`);
        console.log(`Incident ${id} is resolved.`);
      });
    },
  },
];
