import { Button } from "@shop/ui/Button";
import { TextField } from "@shop/ui/TextField";
import { type FormEvent, useState } from "react";
import { useTranslation } from "../../../lib/i18n.ts";
import { useAddSet } from "../api/support.ts";
import { SupportSection } from "./SupportSection.tsx";

/** Adds a picture set to the parent by its code; the reason goes into the studio's record. */
export function AddSetForm({ userUuid }: { userUuid: string }) {
  const { t } = useTranslation();
  const add = useAddSet(userUuid);
  const [code, setCode] = useState("");
  const [reason, setReason] = useState("");
  const [problems, setProblems] = useState<{ code?: string; reason?: string }>({});

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = {
      ...(code.trim() === "" ? { code: t("support.required") } : {}),
      ...(reason.trim().length < 3 ? { reason: t("support.reasonNeeded") } : {}),
    };
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    add.mutate(
      { code: code.trim(), reason: reason.trim() },
      {
        onSuccess: () => {
          setCode("");
          setReason("");
        },
      },
    );
  };

  return (
    <SupportSection title={t("support.addSet")} empty={null}>
      <form onSubmit={onSubmit} noValidate className="flex flex-wrap items-end gap-3">
        <TextField
          label={t("support.code")}
          error={problems.code}
          value={code}
          onChange={(event) => setCode(event.target.value)}
        />
        <TextField
          className="min-w-64 flex-1"
          label={t("support.reason")}
          error={problems.reason}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
        <Button type="submit" loading={add.isPending}>
          {t("support.add")}
        </Button>
      </form>
      {add.isError && (
        <p role="alert" className="text-sm font-medium text-danger">
          {add.error.message}
        </p>
      )}
      {add.isSuccess && <p role="status">{t("support.setAdded")}</p>}
    </SupportSection>
  );
}
