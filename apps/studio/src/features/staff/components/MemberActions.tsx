import { type StaffListEntry, type StaffRole, staffRoles } from "@shop/contracts/studio";
import { Button } from "@shop/ui/Button";
import { Select } from "@shop/ui/Select";
import { useState } from "react";
import { useTranslation } from "../../../lib/i18n.ts";
import { ConfirmDialog } from "../../../ui/ConfirmDialog.tsx";
import { useChangeRole, useRemoveMember, useResendLink } from "../api/members.ts";
import { ResetFactors } from "./ResetFactors.tsx";

/**
 * A member's role, set-up link, second factors and removal, for the owner; resetting and removing ask first (the
 * member's sessions end at once).
 */
export function MemberActions({ member }: { member: StaffListEntry }) {
  const { t } = useTranslation();
  const changeRole = useChangeRole();
  const remove = useRemoveMember();
  const resend = useResendLink();
  const [confirming, setConfirming] = useState(false);
  const error = changeRole.error ?? remove.error ?? resend.error;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Select
        aria-label={t("staff.roleOf", { name: member.name })}
        value={member.role}
        disabled={changeRole.isPending}
        onChange={(event) => changeRole.mutate({ uuid: member.uuid, role: event.target.value as StaffRole })}
      >
        {staffRoles.map((role) => (
          <option key={role} value={role}>
            {t(`roles.${role}`)}
          </option>
        ))}
      </Select>
      <Button
        variant="ghost"
        size="small"
        loading={resend.isPending}
        onClick={() => resend.mutate(member.uuid)}
      >
        {t("staff.resend")}
      </Button>
      <Button variant="ghost" size="small" onClick={() => setConfirming(true)}>
        {t("staff.remove")}
      </Button>
      {member.state === "active" && <ResetFactors member={member} />}
      {error && (
        <p role="alert" className="w-full text-sm font-medium text-danger">
          {error.message}
        </p>
      )}
      {resend.isSuccess && (
        <p role="status" className="w-full text-sm">
          {t("staff.resent", { email: member.email })}
        </p>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t("staff.removeTitle", { name: member.name })}
        description={t("staff.removeText")}
        confirmLabel={t("staff.remove")}
        pending={remove.isPending}
        onConfirm={() => remove.mutate(member.uuid, { onSettled: () => setConfirming(false) })}
      />
    </div>
  );
}
