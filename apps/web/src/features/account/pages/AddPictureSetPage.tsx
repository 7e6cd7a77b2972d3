import type { AddPictureSetByCodeResponse } from "@shop/contracts/access";
import { canSubmitAccountCode } from "@shop/domain/access-code";
import { limits } from "@shop/domain/limits";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { ApiError, errorText } from "../../../lib/api.ts";
import { Button } from "../../../ui/Button.tsx";
import { Card } from "../../../ui/Card.tsx";
import { LinkButton } from "../../../ui/LinkButton.tsx";
import { PageHeader } from "../../../ui/PageHeader.tsx";
import { TextField } from "../../../ui/TextField.tsx";
import { useAddPictureSetByCode } from "../api/add-picture-set-by-code.ts";

type Warning = NonNullable<AddPictureSetByCodeResponse["warning"]>;

/** A refused code reads 'The code is not valid' (spec 01 §8); too many tries or a failure say what happened. */
function codeError(error: unknown, t: (key: string) => string, fallback: (err: unknown) => string): string {
  if (error instanceof ApiError && (error.status === 400 || error.status === 404))
    return t("account.codeNotValid");
  return fallback(error);
}

/** /my-account/add-picture-set: add a set by code; submit waits for 5 characters. */
export function AddPictureSetPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const add = useAddPictureSetByCode();
  const [code, setCode] = useState("");
  const [warning, setWarning] = useState<{ warning: Warning; pictureSetUuid: string } | null>(null);
  const canSubmit = canSubmitAccountCode(code);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!canSubmit || add.isPending) return;
    setWarning(null);
    add.mutate(code, {
      onSuccess: (res) => {
        if (res.warning) {
          setWarning({
            warning: res.warning,
            pictureSetUuid: res.pictureSet?.uuid ?? res.warning.payload.subject.uuid,
          });
        } else if (res.redirect) void navigate(res.redirect);
        else void navigate("/new-picture-set");
      },
    });
  };

  return (
    <div className="mx-auto flex w-full max-w-xl flex-col px-4 py-6 sm:py-8">
      <PageHeader title={t("account.addTitle")} back={{ to: "/my-account", label: t("account.title") }} />
      <Card>
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          <p>{t("account.addIntro")}</p>
          <TextField
            label={t("account.code")}
            name="code"
            value={code}
            onChange={(e) => {
              setCode(e.target.value);
              if (add.isError) add.reset();
            }}
            required
            maxLength={limits.accessCodeMax}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            error={add.isError ? codeError(add.error, t, (err) => errorText(err, t)) : null}
          />
          {warning && (
            <div role="status" className="flex flex-col gap-3 rounded-lg border border-border bg-bg p-3">
              <p>{t("account.alreadyInAccount")}</p>
              <LinkButton
                to={`/my-account/picture-sets/${warning.pictureSetUuid}`}
                variant="secondary"
                className="self-start"
              >
                {t("account.openSet", { subject: warning.warning.payload.subject.name })}
              </LinkButton>
            </div>
          )}
          <Button type="submit" disabled={!canSubmit} loading={add.isPending} className="self-start">
            {t("account.submit")}
          </Button>
        </form>
      </Card>
    </div>
  );
}
