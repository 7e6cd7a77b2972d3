import type { PackageForInspectionSubject } from "@shop/contracts/account";
import { Button } from "@shop/ui/Button";
import { Card } from "@shop/ui/Card";
import { ErrorState } from "@shop/ui/ErrorState";
import { LoadingState } from "@shop/ui/LoadingState";
import { PageHeader } from "@shop/ui/PageHeader";
import { type FormEvent, useState } from "react";
import { errorText } from "../../../lib/api.ts";
import { useTranslation } from "../../../lib/i18n.ts";
import { useAccountData, useCancelPackages } from "../api.ts";
import { Toggle } from "../components/Toggle.tsx";

/** /my-account/cancel-picture-packages: keep or return each package sent home for inspection. */
export function CancelPackagesPage() {
  const { t } = useTranslation();
  const data = useAccountData();
  // Kept here: the form starts again from the server's answer after a save, the note stays.
  const [saved, setSaved] = useState(false);
  return (
    <div className="mx-auto flex w-full max-w-xl flex-col px-4 py-6 sm:py-8">
      <PageHeader
        title={t("account.cancelPackages")}
        back={{ to: "/my-account", label: t("account.title") }}
      />
      <Card>
        {data.isPending ? (
          <LoadingState text={t("common.loading")} />
        ) : data.isError ? (
          <ErrorState message={errorText(data.error, t)} onRetry={() => void data.refetch()} />
        ) : data.data.packageForInspectionSubjects.length === 0 ? (
          <p>{t("account.noPackages")}</p>
        ) : (
          <CancelForm
            // A new answer from the server starts the form again from it.
            key={JSON.stringify(data.data.packageForInspectionSubjects)}
            subjects={data.data.packageForInspectionSubjects}
            saved={saved}
            setSaved={setSaved}
          />
        )}
      </Card>
    </div>
  );
}

type FormProps = {
  subjects: PackageForInspectionSubject[];
  saved: boolean;
  setSaved: (saved: boolean) => void;
};

function CancelForm({ subjects, saved, setSaved }: FormProps) {
  const { t } = useTranslation();
  const [choices, setChoices] = useState(subjects);
  const cancel = useCancelPackages();
  // The button waits for a toggle to change (spec 01 §4).
  const changed = choices.some((c, i) => c.enabled !== subjects[i]?.enabled);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!changed || cancel.isPending) return;
    // On an error the list is not updated: the cached list stays, the choices stay as the user left them.
    cancel.mutate(choices, { onSuccess: () => setSaved(true) });
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-4">
      <p>{t("account.cancelIntro")}</p>
      {saved && !changed && (
        <p role="status" className="rounded-lg bg-bg p-3 font-semibold text-success">
          {t("account.cancelSaved")}
        </p>
      )}
      <ul className="divide-y divide-border">
        {choices.map((c) => (
          <li key={c.uuid}>
            <Toggle
              label={c.name}
              hint={t(c.enabled ? "account.keepPackage" : "account.returnPackage")}
              checked={c.enabled}
              disabled={cancel.isPending}
              onCheckedChange={(enabled) => {
                setSaved(false);
                cancel.reset();
                setChoices((all) => all.map((x) => (x.uuid === c.uuid ? { ...x, enabled } : x)));
              }}
            />
          </li>
        ))}
      </ul>
      {cancel.isError && (
        <p role="alert" className="text-danger">
          {t("account.saveFailed", { reason: errorText(cancel.error, t) })}
        </p>
      )}
      <Button type="submit" disabled={!changed} loading={cancel.isPending} className="self-start">
        {t("account.cancelPackages")}
      </Button>
    </form>
  );
}
