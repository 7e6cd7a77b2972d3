import { canSubmitAccountCode } from "@shop/domain/access-code";
import { Button } from "@shop/ui/Button";
import { Card } from "@shop/ui/Card";
import { PageHeader } from "@shop/ui/PageHeader";
import { type FormEvent, useState } from "react";
import { type CodeWarning, useAddPictureSetByCode } from "../../../lib/add-picture-set-by-code.ts";
import { ApiError, errorText } from "../../../lib/api.ts";
import { useTranslation } from "../../../lib/i18n.ts";
import { CodeField } from "../../../ui/CodeField.tsx";
import { CodeWarningNote } from "../../../ui/CodeWarningNote.tsx";
import { SimulatedCodeConfirm } from "../../../ui/SimulatedCodeConfirm.tsx";

/** A refused code reads 'The code is not valid' (spec 01 §8); too many tries or a failure say what happened. */
function codeError(error: unknown, t: (key: string) => string, fallback: (err: unknown) => string): string {
  if (error instanceof ApiError && (error.status === 400 || error.status === 404))
    return t("account.codeNotValid");
  return fallback(error);
}

/** /my-account/add-picture-set: add a set by code; submit waits for 5 characters. */
export function AddPictureSetPage() {
  const { t } = useTranslation();
  const [code, setCode] = useState("");
  const [warning, setWarning] = useState<CodeWarning | null>(null);
  const add = useAddPictureSetByCode({ onWarning: setWarning });
  const canSubmit = canSubmitAccountCode(code);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!canSubmit || add.isPending) return;
    setWarning(null);
    add.submit(code);
  };

  return (
    <div className="mx-auto flex w-full max-w-xl flex-col px-4 py-6 sm:py-8">
      <PageHeader title={t("account.addTitle")} back={{ to: "/my-account", label: t("account.title") }} />
      <Card>
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          <p>{t("account.addIntro")}</p>
          <CodeField
            label={t("account.code")}
            value={code}
            onChange={(e) => {
              setCode(e.target.value);
              if (add.error) add.reset();
            }}
            required
            error={add.error ? codeError(add.error, t, (err) => errorText(err, t)) : null}
          />
          {warning && (
            <CodeWarningNote
              warning={warning}
              text={t("account.alreadyInAccount")}
              link={t("account.openSet", { subject: warning.subject.name })}
            />
          )}
          <Button type="submit" disabled={!canSubmit} loading={add.isPending} className="self-start">
            {t("account.submit")}
          </Button>
        </form>
      </Card>
      <SimulatedCodeConfirm confirmation={add.confirmation} />
    </div>
  );
}
