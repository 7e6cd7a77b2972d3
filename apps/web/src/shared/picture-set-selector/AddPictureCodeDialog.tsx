import { canSubmitDialogCode } from "@shop/domain/access-code";
import { limits } from "@shop/domain/limits";
import { Button } from "@shop/ui/Button";
import { Dialog } from "@shop/ui/Dialog";
import { type FormEvent, useState } from "react";
import { type CodeWarning, useAddPictureSetByCode } from "../../lib/add-picture-set-by-code.ts";
import { errorText } from "../../lib/api.ts";
import { useTranslation } from "../../lib/i18n.ts";
import { CodeField } from "../../ui/CodeField.tsx";
import { CodeWarningNote } from "../../ui/CodeWarningNote.tsx";
import { SimulatedCodeConfirm } from "../../ui/SimulatedCodeConfirm.tsx";

/** The 'add picture code' dialog (spec 01 §2.5, §5): the button waits for 6 characters; the field hints 4. */
export function AddPictureCodeDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const [code, setCode] = useState("");
  const [warning, setWarning] = useState<CodeWarning | null>(null);
  const add = useAddPictureSetByCode({ onWarning: setWarning });

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
    add.submit(code);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={change}
      title={t("pictureSets.addDialogTitle")}
      description={t("pictureSets.addDialogText")}
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <CodeField
          label={t("pictureSets.code")}
          value={code}
          onChange={(e) => {
            setCode(e.target.value);
            if (add.error) add.reset();
          }}
          required
          minLength={limits.addCodeDialogHint}
          error={add.error ? errorText(add.error, t) : null}
        />
        {warning && (
          <CodeWarningNote
            warning={warning}
            text={t("pictureSets.alreadyInAccount", { subject: warning.subject.name })}
            link={t("pictureSets.openSet", { subject: warning.subject.name })}
          />
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
      <SimulatedCodeConfirm confirmation={add.confirmation} />
    </Dialog>
  );
}
