import type { StudioSecurityResponse } from "@shop/contracts/studio-auth";
import { Button } from "@shop/ui/Button";
import { useState } from "react";
import { formatDay } from "../../../lib/format.ts";
import { useTranslation } from "../../../lib/i18n.ts";
import { ConfirmDialog } from "../../../ui/ConfirmDialog.tsx";
import { useRemovePasskey } from "../api/security.ts";

type Passkey = StudioSecurityResponse["passkeys"][number];

/**
 * One of the member's passkeys: its name, when it was added and last used, and removing it (asked first). Without
 * `removable` (a session that has not proved a second factor) it is only listed.
 */
export function PasskeyItem({
  passkey,
  removable,
  onRemoved,
}: {
  passkey: Passkey;
  removable: boolean;
  onRemoved: () => void;
}) {
  const { t, language } = useTranslation();
  const remove = useRemovePasskey();
  const [confirming, setConfirming] = useState(false);
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-lg border border-border p-3">
      <div className="min-w-0 flex-1">
        <span className="block font-semibold break-words">{passkey.name}</span>
        <span className="block text-sm text-muted">
          {t("account.passkeyAdded", { date: formatDay(language, passkey.createdAt) })}
          {" · "}
          {passkey.lastUsedAt === null
            ? t("account.passkeyNeverUsed")
            : t("account.passkeyUsed", { date: formatDay(language, passkey.lastUsedAt) })}
        </span>
      </div>
      {removable && (
        <Button
          variant="ghost"
          size="small"
          aria-label={t("account.removePasskeyNamed", { name: passkey.name })}
          onClick={() => {
            remove.reset();
            setConfirming(true);
          }}
        >
          {t("account.removePasskey")}
        </Button>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t("account.removePasskeyTitle", { name: passkey.name })}
        description={t("account.removePasskeyText")}
        confirmLabel={t("account.removePasskey")}
        pending={remove.isPending}
        error={remove.error}
        onConfirm={() =>
          remove.mutate(passkey.uuid, {
            onSuccess: () => {
              setConfirming(false);
              onRemoved();
            },
          })
        }
      />
    </li>
  );
}
