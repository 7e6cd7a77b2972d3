import type { SentInvite } from "@shop/contracts/invites";
import { Button } from "@shop/ui/Button";
import { cx } from "@shop/ui/cx";
import { Dialog } from "@shop/ui/Dialog";
import { Mail } from "lucide-react";
import { useId, useState } from "react";
import { errorText } from "../../lib/api.ts";
import { formatDate } from "../../lib/format.ts";
import { useTranslation } from "../../lib/i18n.ts";
import { toast } from "../../lib/toast.ts";
import { useRevokeInvite, useSentInvites } from "./api.ts";

const statusClass: Record<SentInvite["status"], string> = {
  sent: "bg-primary/10 text-primary",
  accepted: "bg-green-700/10 text-green-800",
  revoked: "bg-black/5 text-muted",
  expired: "bg-black/5 text-muted",
};

/**
 * 'Shared with' on a picture set's page: the invites that open this set, newest first, each with its address,
 * status and date, and 'Revoke' while it still opens something. Nothing at all when the set was never shared.
 */
export function SharedWith({ pictureSetUuid }: { pictureSetUuid: string }) {
  const { t } = useTranslation();
  const invites = useSentInvites(pictureSetUuid);
  const [revoking, setRevoking] = useState<SentInvite | null>(null);
  const headingId = useId();
  if (invites.isPending) return null;
  if (invites.isError) {
    return (
      <section aria-labelledby={headingId} className="mt-8 flex flex-col gap-2">
        <h2 id={headingId} className="text-lg font-bold">
          {t("share.sharedWith")}
        </h2>
        <div role="alert" className="flex flex-wrap items-center gap-3 text-sm">
          <span>{t("share.sharedWithFailed")}</span>
          <Button variant="secondary" onClick={() => void invites.refetch()}>
            {t("common.tryAgain")}
          </Button>
        </div>
      </section>
    );
  }
  if (invites.data.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="mt-8 flex flex-col gap-2">
      <h2 id={headingId} className="text-lg font-bold">
        {t("share.sharedWith")}
      </h2>
      <ul className="flex flex-col divide-y divide-border rounded-xl border border-border bg-surface">
        {invites.data.map((invite) => (
          <li key={invite.uuid} className="flex items-start gap-3 px-4 py-2">
            <Mail aria-hidden="true" className="mt-2.5 size-5 shrink-0 text-muted" />
            {/* The address has a line of its own, so a long one does not squeeze the rest on a small screen. */}
            <div className="flex min-w-0 flex-1 flex-col sm:flex-row sm:items-center sm:gap-3">
              <div className="flex min-w-0 flex-1 flex-col pt-2 sm:pb-2">
                <span className="font-semibold break-all">{invite.recipient}</span>
                <span className="text-sm text-muted">
                  {invite.status === "accepted" && invite.acceptedAt
                    ? t("share.acceptedOn", { date: formatDate(invite.acceptedAt) })
                    : t("share.sentOn", { date: formatDate(invite.sentAt) })}
                </span>
              </div>
              <div className="flex min-h-11 items-center justify-between gap-3">
                <span
                  className={cx(
                    "rounded-full px-2.5 py-0.5 text-sm font-semibold",
                    statusClass[invite.status],
                  )}
                >
                  {t(`share.status.${invite.status}`)}
                </span>
                {(invite.status === "sent" || invite.status === "accepted") && (
                  <Button
                    variant="ghost"
                    aria-label={t("share.revokeLabel", { email: invite.recipient })}
                    onClick={() => setRevoking(invite)}
                  >
                    {t("share.revoke")}
                  </Button>
                )}
              </div>
            </div>
          </li>
        ))}
      </ul>
      <RevokeDialog invite={revoking} onClose={() => setRevoking(null)} />
    </section>
  );
}

function RevokeDialog({ invite, onClose }: { invite: SentInvite | null; onClose: () => void }) {
  const { t } = useTranslation();
  const revoke = useRevokeInvite();
  // The last invite stays drawn while the dialog closes.
  const [shown, setShown] = useState(invite);
  if (invite && invite !== shown) setShown(invite);
  const current = invite ?? shown;
  const close = () => {
    revoke.reset();
    onClose();
  };
  const confirm = () => {
    if (!current) return;
    revoke.mutate(current.uuid, {
      onSuccess: () => {
        toast.success(t("share.revoked", { email: current.recipient }));
        close();
      },
    });
  };
  const sets = current?.pictureSets.map((s) => s.name).join(", ") ?? "";
  return (
    <Dialog
      open={invite !== null}
      onOpenChange={(open) => !open && !revoke.isPending && close()}
      title={t("share.revokeTitle")}
      role="alertdialog"
      description={
        current?.status === "accepted"
          ? t("share.revokeAccepted", { email: current.recipient, sets })
          : t("share.revokeSent", { email: current?.recipient ?? "" })
      }
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={revoke.isPending}>
            {t("share.cancel")}
          </Button>
          <Button variant="danger" onClick={confirm} loading={revoke.isPending}>
            {t("share.revokeConfirm")}
          </Button>
        </>
      }
    >
      {revoke.isError && (
        <p role="alert" className="rounded-lg bg-danger/10 p-3 text-sm font-medium text-danger">
          {errorText(revoke.error, t)}
        </p>
      )}
    </Dialog>
  );
}
