import { Button } from "@shop/ui/Button";
import { Card } from "@shop/ui/Card";
import { TextField } from "@shop/ui/TextField";
import { Smartphone } from "lucide-react";
import { type FormEvent, useState } from "react";
import { useTranslation } from "../../../lib/i18n.ts";
import { useConfirmTotp, useStartTotp } from "../api/security.ts";
import { RecoveryCodes } from "./RecoveryCodes.tsx";

/** The authenticator app: scan the QR code (or type the secret), confirm with a code, keep the recovery codes. */
export function TotpSection({ on, recoveryCodesLeft }: { on: boolean; recoveryCodesLeft: number }) {
  const { t } = useTranslation();
  const start = useStartTotp();
  const confirm = useConfirmTotp();
  const [code, setCode] = useState("");

  function submit(event: FormEvent) {
    event.preventDefault();
    confirm.mutate(code, { onSuccess: () => start.reset() });
  }

  return (
    <Card className="flex flex-col gap-4">
      <h2 className="flex items-center gap-2 text-xl font-bold">
        <Smartphone aria-hidden="true" className="size-5" />
        {t("account.totp")}
      </h2>
      {confirm.data ? (
        <RecoveryCodes codes={confirm.data.recoveryCodes} />
      ) : start.data ? (
        <form className="flex flex-col gap-3" onSubmit={submit}>
          <p>{t("account.totpScan")}</p>
          <img
            className="size-48 self-start rounded-lg border border-border bg-white p-2"
            src={`data:image/svg+xml;utf8,${encodeURIComponent(start.data.qrSvg)}`}
            alt={t("account.totpQrAlt")}
          />
          <p className="text-sm">
            {t("account.totpSecret")} <code className="break-all font-mono">{start.data.secret}</code>
          </p>
          <TextField
            label={t("account.totpCode")}
            autoComplete="one-time-code"
            inputMode="numeric"
            value={code}
            onChange={(event) => setCode(event.target.value)}
          />
          {confirm.error && (
            <p role="alert" className="font-medium text-danger">
              {confirm.error.message}
            </p>
          )}
          <Button type="submit" loading={confirm.isPending}>
            {t("account.totpConfirm")}
          </Button>
        </form>
      ) : (
        <>
          <p className="text-muted">
            {on ? t("account.totpOn", { count: recoveryCodesLeft }) : t("account.totpIntro")}
          </p>
          {start.error && (
            <p role="alert" className="font-medium text-danger">
              {start.error.message}
            </p>
          )}
          <Button
            variant={on ? "secondary" : "primary"}
            loading={start.isPending}
            onClick={() => start.mutate()}
          >
            {on ? t("account.totpReplace") : t("account.totpStart")}
          </Button>
        </>
      )}
    </Card>
  );
}
