import type { StaffListEntry } from "@shop/contracts/studio";
import { Button } from "@shop/ui/Button";
import { useState } from "react";
import { useTranslation } from "../../../lib/i18n.ts";
import { ConfirmDialog } from "../../../ui/ConfirmDialog.tsx";
import { useResetFactors } from "../api/members.ts";

/** The owner resets a member's passkeys and authenticator app (a lost phone), after asking. */
export function ResetFactors({ member }: { member: StaffListEntry }) {
  const { t } = useTranslation();
  const reset = useResetFactors();
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <Button
        variant="ghost"
        size="small"
        onClick={() => {
          reset.reset();
          setConfirming(true);
        }}
      >
        {t("staff.resetFactors")}
      </Button>
      {reset.isSuccess && (
        <p role="status" className="w-full text-sm">
          {t("staff.factorsReset", { name: member.name })}
        </p>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t("staff.resetFactorsTitle", { name: member.name })}
        description={t("staff.resetFactorsText")}
        confirmLabel={t("staff.resetFactors")}
        pending={reset.isPending}
        error={reset.error}
        onConfirm={() => reset.mutate(member.uuid, { onSuccess: () => setConfirming(false) })}
      />
    </>
  );
}
