import type { StaffListEntry } from "@shop/contracts/studio";
import { Button } from "@shop/ui/Button";
import { Dialog } from "@shop/ui/Dialog";
import { useState } from "react";
import { useTranslation } from "../../../lib/i18n.ts";
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
      <Dialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t("staff.resetFactorsTitle", { name: member.name })}
        description={t("staff.resetFactorsText")}
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              {t("common.cancel")}
            </Button>
            <Button
              variant="danger"
              loading={reset.isPending}
              onClick={() => reset.mutate(member.uuid, { onSuccess: () => setConfirming(false) })}
            >
              {t("staff.resetFactors")}
            </Button>
          </>
        }
      >
        {reset.error && (
          <p role="alert" className="font-medium text-danger">
            {reset.error.message}
          </p>
        )}
      </Dialog>
    </>
  );
}
