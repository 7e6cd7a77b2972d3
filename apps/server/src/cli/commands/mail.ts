import { resolvePortalId } from "../../modules/content/portal.ts";
import { sendDueReminders } from "../../modules/reminders/service.ts";
import { createTransport, type MailTransport, OutboxMailer } from "../../platform/mail.ts";
import { CliError, type Command, type ShopContext, withShop } from "../command.ts";

const usage = `Usage: npm run shop -- mail reminders [--now <ISO time>] [--dry-run]

Sends the reminder mails that are due (decision 0036): to each parent who left reminders on for a picture set, one
mail within 3 days before the job's yearbook pose deadline while no pose is chosen, and one within 2 days before a
package offer's time-limited price ends while the offer is not ordered for the set. Each reminder goes once, also
when the server's timer (REMINDER_INTERVAL_MINUTES) runs at the same time. The mails go through the outbox and are
delivered at once (SMTP_URL, or the demo's mail folder); one that cannot be delivered now is retried by the
running shop.

  --now <ISO time>  decide what is due at this moment instead of now (e.g. 2026-06-01T08:00:00Z)
  --dry-run         only count what would be sent; nothing is stored or sent

Prints how many reminders of each kind, never to whom.`;

type Open = <T>(work: (shop: Pick<ShopContext, "db" | "config">) => Promise<T>) => Promise<T>;

function parseArguments(argv: string[]): { now: Date; dryRun: boolean } {
  let now = new Date();
  let dryRun = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === "--dry-run") dryRun = true;
    else if (arg === "--now") {
      const value = argv[++i];
      const parsed = value === undefined ? Number.NaN : Date.parse(value);
      if (value === undefined || !/^\d{4}-\d{2}-\d{2}/.test(value) || Number.isNaN(parsed)) {
        throw new CliError("--now needs an ISO time, e.g. 2026-06-01T08:00:00Z.", { showUsage: true });
      }
      now = new Date(parsed);
    } else throw new CliError(`Unknown argument: ${arg}`, { showUsage: true });
  }
  return { now, dryRun };
}

/** The mail commands of `npm run shop`; `transport` replaces the configured one (tests). */
export function mailCommands(open: Open = withShop, transport?: MailTransport): Command[] {
  return [
    {
      name: "mail reminders",
      summary: "Send the reminder mails that are due (yearbook pose deadline, time-limited package price)",
      usage,
      async run(argv) {
        const { now, dryRun } = parseArguments(argv);
        await open(async ({ db, config }) => {
          const mailer = new OutboxMailer(db, transport ?? createTransport(config));
          const portalId = await resolvePortalId(db);
          const counts = await sendDueReminders({ db, mailer, portalId, publicUrl: config.publicUrl }, now, {
            dryRun,
          });
          const verb = dryRun ? "would be sent" : "sent";
          console.log(`Yearbook pose reminders ${verb}: ${counts.yearbook_pose}`);
          console.log(`Package price reminders ${verb}: ${counts.package_price}`);
          if (!dryRun && counts.yearbook_pose + counts.package_price > 0) {
            const delivered = await mailer.flush();
            console.log(`Mails delivered from the outbox: ${delivered}`);
          }
        });
      },
    },
  ];
}
