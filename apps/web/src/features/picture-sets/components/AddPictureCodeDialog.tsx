import type { AddPictureSetByCodeResponse } from "@shop/contracts/access";
import { canSubmitDialogCode } from "@shop/domain/access-code";
import { limits } from "@shop/domain/limits";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { errorText } from "../../../lib/api.ts";
import { Button } from "../../../ui/Button.tsx";
import { Dialog } from "../../../ui/Dialog.tsx";
import { LinkButton } from "../../../ui/LinkButton.tsx";
import { TextField } from "../../../ui/TextField.tsx";
import { useAddPictureSetByCode } from "../api/add-picture-set-by-code.ts";

type Warning = NonNullable<AddPictureSetByCodeResponse["warning"]>;

/** The 'add picture code' dialog (spec 01 §2.5, §5): the button waits for 6 characters; the field hints 4. */
export function AddPictureCodeDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const add = useAddPictureSetByCode();
  const [code, setCode] = useState("");
  const [warning, setWarning] = useState<{ warning: Warning; pictureSetUuid: string | null } | null>(null);

  const change = (next: boolean) => {
    if (!next) {
      setCode("");
      setWarning(null);
      add.reset();
    }
    onOpenChange(next);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!canSubmitDialogCode(code) || add.isPending) return;
    setWarning(null);
    add.mutate(code, {
      onSuccess: (res) => {
        if (res.warning) setWarning({ warning: res.warning, pictureSetUuid: res.pictureSet?.uuid ?? null });
        else if (res.redirect) void navigate(res.redirect);
        else void navigate("/new-picture-set");
      },
    });
  };

  const setUuid = warning?.pictureSetUuid ?? warning?.warning.payload.subject.uuid;
  return (
    <Dialog
      open={open}
      onOpenChange={change}
      title={t("pictureSets.addDialogTitle")}
      description={t("pictureSets.addDialogText")}
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <TextField
          label={t("pictureSets.code")}
          name="code"
          value={code}
          onChange={(e) => {
            setCode(e.target.value);
            if (add.isError) add.reset();
          }}
          required
          minLength={limits.addCodeDialogHint}
          maxLength={limits.accessCodeMax}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          error={add.isError ? errorText(add.error, t) : null}
        />
        {warning && (
          <div role="status" className="flex flex-col gap-3 rounded-lg border border-border bg-bg p-3">
            <p>{t("pictureSets.alreadyInAccount", { subject: warning.warning.payload.subject.name })}</p>
            {setUuid && (
              <LinkButton
                to={`/my-account/picture-sets/${setUuid}`}
                variant="secondary"
                className="self-start"
              >
                {t("pictureSets.openSet", { subject: warning.warning.payload.subject.name })}
              </LinkButton>
            )}
          </div>
        )}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="ghost" onClick={() => change(false)}>
            {t("common.cancel")}
          </Button>
          <Button type="submit" disabled={!canSubmitDialogCode(code)} loading={add.isPending}>
            {t("pictureSets.addDialogSubmit")}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
