import type { StudioSecurityResponse } from "@shop/contracts/studio-auth";
import { Button } from "@shop/ui/Button";
import { Card } from "@shop/ui/Card";
import { TextField } from "@shop/ui/TextField";
import { KeyRound } from "lucide-react";
import { type FormEvent, useState } from "react";
import { useTranslation } from "../../../lib/i18n.ts";
import { useAddPasskey } from "../api/security.ts";
import { PasskeyItem } from "./PasskeyItem.tsx";

/**
 * The member's passkeys, each removable, and adding one on this device. `removable` is false while the session has
 * not proved a second factor (production, a password alone): the server would refuse it.
 */
export function PasskeySection({
  passkeys,
  removable,
}: {
  passkeys: StudioSecurityResponse["passkeys"];
  removable: boolean;
}) {
  const { t } = useTranslation();
  const add = useAddPasskey();
  // Null until the member writes a name: the field shows the default name in the page's language, also after a switch.
  const [written, setName] = useState<string | null>(null);
  const name = written ?? t("account.passkeyDefaultName");
  const [removed, setRemoved] = useState(false);

  function submit(event: FormEvent) {
    event.preventDefault();
    setRemoved(false);
    add.mutate(name.trim() || t("account.passkeyDefaultName"));
  }

  return (
    <Card className="flex flex-col gap-4">
      <h2 className="flex items-center gap-2 text-xl font-bold">
        <KeyRound aria-hidden="true" className="size-5" />
        {t("account.passkeys")}
      </h2>
      <p className="text-muted">{t("account.passkeysIntro")}</p>
      {passkeys.length === 0 ? (
        <p>{t("account.noPasskeys")}</p>
      ) : (
        <ul aria-label={t("account.passkeyList")} className="flex flex-col gap-2">
          {passkeys.map((passkey) => (
            <PasskeyItem
              key={passkey.uuid}
              passkey={passkey}
              removable={removable}
              onRemoved={() => {
                add.reset();
                setRemoved(true);
              }}
            />
          ))}
        </ul>
      )}
      <form className="flex flex-col gap-3 sm:flex-row sm:items-end" onSubmit={submit}>
        <TextField
          className="flex-1"
          label={t("account.passkeyName")}
          value={name}
          maxLength={100}
          onChange={(event) => setName(event.target.value)}
        />
        <Button type="submit" loading={add.isPending}>
          {t("account.addPasskey")}
        </Button>
      </form>
      {add.error && (
        <p role="alert" className="font-medium text-danger">
          {add.error.message}
        </p>
      )}
      {add.isSuccess && <p role="status">{t("account.passkeyDone")}</p>}
      {removed && <p role="status">{t("account.passkeyRemoved")}</p>}
    </Card>
  );
}
