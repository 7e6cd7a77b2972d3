import type { SupportParentResponse } from "@shop/contracts/studio-support";
import { Button } from "@shop/ui/Button";
import { formatTime } from "../../../lib/format.ts";
import { useTranslation } from "../../../lib/i18n.ts";
import { useSendMailAgain } from "../api/support.ts";
import { SupportSection } from "./SupportSection.tsx";

/**
 * The mails the shop keeps for the parent, each with 'Send again'. Mails with a secret (a reset link, lost codes) are
 * erased once sent, so they are not here.
 */
export function MailsSection({
  userUuid,
  mails,
}: {
  userUuid: string;
  mails: SupportParentResponse["mails"];
}) {
  const { t, language } = useTranslation();
  const again = useSendMailAgain(userUuid);
  return (
    <SupportSection title={t("support.mails")} empty={mails.length === 0 ? t("support.noMails") : null}>
      <ul className="flex flex-col gap-1">
        {mails.map((mail) => (
          <li
            key={mail.id}
            className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-border bg-surface px-4 py-2"
          >
            <span>
              <span className="font-semibold">{mail.subject}</span>
              <span className="block text-sm text-muted">
                {formatTime(language, mail.createdAt)} · {mail.status}
              </span>
            </span>
            <Button
              variant="secondary"
              loading={again.isPending && again.variables === mail.id}
              onClick={() => again.mutate(mail.id)}
            >
              {t("support.sendAgain")}
            </Button>
          </li>
        ))}
      </ul>
      {again.isError && (
        <p role="alert" className="text-sm font-medium text-danger">
          {again.error.message}
        </p>
      )}
      {again.isSuccess && <p role="status">{t("support.mailSent")}</p>}
    </SupportSection>
  );
}
