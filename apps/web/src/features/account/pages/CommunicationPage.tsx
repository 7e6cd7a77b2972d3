import type { SubjectReminder } from "@shop/contracts/account";
import { Card } from "@shop/ui/Card";
import { ErrorState } from "@shop/ui/ErrorState";
import { LoadingState } from "@shop/ui/LoadingState";
import { PageHeader } from "@shop/ui/PageHeader";
import { errorText } from "../../../lib/api.ts";
import { useTranslation } from "../../../lib/i18n.ts";
import { useMe } from "../../../lib/queries/me.ts";
import { useReminders, useSetAcceptMail, useSetReminder } from "../api.ts";
import { Toggle } from "../components/Toggle.tsx";

/**
 * /my-account/communication: reminders per picture set and the user's acceptMail. The toggles show what the server
 * holds; only a change by the user posts (the first load posts nothing, spec 01 §4).
 */
export function CommunicationPage() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-4 px-4 py-6 sm:py-8">
      <PageHeader
        title={t("account.communication")}
        back={{ to: "/my-account", label: t("account.title") }}
      />
      <Card>
        <h2 className="text-lg font-semibold">{t("account.remindersTitle")}</h2>
        <p className="mb-2 text-sm text-muted">{t("account.remindersIntro")}</p>
        <Reminders />
      </Card>
      <Card>
        <h2 className="text-lg font-semibold">{t("account.newsTitle")}</h2>
        <AcceptMail />
      </Card>
    </div>
  );
}

function Reminders() {
  const { t } = useTranslation();
  const reminders = useReminders();
  const set = useSetReminder();
  if (reminders.isPending) return <LoadingState text={t("common.loading")} />;
  if (reminders.isError)
    return <ErrorState message={errorText(reminders.error, t)} onRetry={() => void reminders.refetch()} />;
  const subjects = reminders.data.subjects;
  if (subjects.length === 0) return <p>{t("account.noPictureSets")}</p>;
  const shown = (s: SubjectReminder) =>
    set.isPending && set.variables.uuid === s.uuid ? set.variables.remindersEnabled : s.remindersEnabled;
  return (
    <>
      <ul className="divide-y divide-border">
        {subjects.map((s) => (
          <li key={s.uuid}>
            <Toggle
              label={s.name}
              hint={t(shown(s) ? "account.remindersOn" : "account.remindersOff")}
              checked={shown(s)}
              disabled={set.isPending}
              onCheckedChange={(remindersEnabled) => set.mutate({ ...s, remindersEnabled })}
            />
          </li>
        ))}
      </ul>
      {set.isError && (
        <p role="alert" className="mt-2 text-danger">
          {t("account.saveFailed", { reason: errorText(set.error, t) })}
        </p>
      )}
    </>
  );
}

function AcceptMail() {
  const { t } = useTranslation();
  const me = useMe();
  const set = useSetAcceptMail();
  const user = me.data?.user;
  if (me.isPending) return <LoadingState text={t("common.loading")} />;
  if (me.isError || !user)
    return <ErrorState message={errorText(me.error, t)} onRetry={() => void me.refetch()} />;
  const checked = set.isPending ? set.variables : user.acceptMail;
  return (
    <>
      <Toggle
        label={t("account.acceptMail")}
        checked={checked}
        disabled={set.isPending}
        onCheckedChange={(value) => set.mutate(value)}
      />
      {set.isError && (
        <p role="alert" className="mt-2 text-danger">
          {t("account.saveFailed", { reason: errorText(set.error, t) })}
        </p>
      )}
    </>
  );
}
