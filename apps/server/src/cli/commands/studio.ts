import { checkEmail, normalizeEmail } from "@shop/domain/validation";
import { commandLineActor, issueStaffSetupLink, setupLinkUrl } from "../../modules/staff/service.ts";
import { CliError, type Command, type RunningShop, type ShopContext, withShop } from "../command.ts";

const ownerUsage = `Usage: npm run shop -- studio owner <email>

Makes the e-mail address an owner of the studio (a new member, or an existing one made owner) and prints a one-time
link to choose a password at /studio/: it opens once, within 15 minutes, and an earlier unused link of the member's
ends. For a shop just put into production this is the first step: until an owner has set up, nothing of the studio
answers. For an owner who lost the password it is the way back in. The link starts with PUBLIC_URL; the change is in
the studio's record as made by the command line.`;

type Open = <T>(
  work: (shop: Pick<ShopContext, "db" | "config">) => Promise<T>,
  whileShopRuns?: { viaShop?: (shop: RunningShop) => Promise<T> },
) => Promise<T>;

/** made: a new member; false: a new link for a member; null: not known (the running shop's route does not say). */
function printLink(made: boolean | null, email: string, url: string): void {
  const what = made === null ? "A set-up link for" : made ? "Made" : "Issued a new link for";
  console.log(
    `${what} the studio owner ${email}. Open this link within 15 minutes, once, to choose a password:`,
  );
  console.log(url);
}

/** The studio's commands of `npm run shop`. */
export function studioCommands(open: Open = withShop): Command[] {
  return [
    {
      name: "studio owner",
      summary: "Make an owner of the studio and print a one-time set-up link (15 minutes)",
      usage: ownerUsage,
      async run(argv) {
        const [email, ...rest] = argv;
        if (email === undefined || rest.length > 0 || email.startsWith("--"))
          throw new CliError("Give the owner's e-mail address.", { showUsage: true });
        if (checkEmail(email) !== null) throw new CliError(`${email} is not an e-mail address.`);
        await open(
          async ({ db, config }) => {
            const link = await issueStaffSetupLink(
              db,
              { email: normalizeEmail(email), role: "owner" },
              commandLineActor,
            );
            printLink(link.created, link.staff.email, setupLinkUrl(config.publicUrl, link.token));
          },
          {
            // While the shop runs on the embedded database (the usual first step of a new shop), its operator route
            // issues the same link.
            async viaShop(shop) {
              const response = await fetch(`${shop.baseUrl}/api/operator/studio/staff`, {
                method: "POST",
                headers: { authorization: `Bearer ${shop.token}`, "content-type": "application/json" },
                body: JSON.stringify({ email: normalizeEmail(email), role: "owner" }),
              });
              const answer = (await response.json().catch(() => ({}))) as { url?: string; error?: string };
              if (!response.ok || answer.url === undefined)
                throw new CliError(answer.error ?? `The running shop answered ${response.status}.`);
              printLink(null, normalizeEmail(email), answer.url);
              console.log("  (issued by the running shop, through its operator route)");
            },
          },
        );
      },
    },
  ];
}
