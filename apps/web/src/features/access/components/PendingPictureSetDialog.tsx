import { Button } from "@shop/ui/Button";
import { Dialog } from "@shop/ui/Dialog";
import { errorText } from "../../../lib/api.ts";
import { useTranslation } from "../../../lib/i18n.ts";
import { useAddPendingPictureSet, useDropPendingPictureSet } from "../api/pending-picture-set.ts";

type Props = {
  name: string;
  /** The set joined the account; `redirect` is where the server says to go (the new picture set). */
  onAdded: (redirect: string) => void;
  /** The parent said no (or closed the dialog): the code is forgotten. */
  onDeclined: () => void;
};

/**
 * After a plain sign-in, a code entered earlier in this browser is added only when the parent says so: on a shared
 * computer it may be someone else's.
 */
export function PendingPictureSetDialog({ name, onAdded, onDeclined }: Props) {
  const { t } = useTranslation();
  const add = useAddPendingPictureSet();
  const drop = useDropPendingPictureSet();
  const busy = add.isPending || drop.isPending;
  const failure = add.error ?? drop.error;

  const decline = () => {
    if (busy) return;
    drop.mutate(undefined, { onSuccess: onDeclined });
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && decline()}
      title={t("signIn.pendingTitle", { name })}
      description={t("signIn.pendingText")}
      footer={
        <>
          <Button
            variant="secondary"
            onClick={decline}
            disabled={add.isPending}
            loading={drop.isPending}
            className="w-full sm:w-auto"
          >
            {t("signIn.pendingDecline")}
          </Button>
          <Button
            onClick={() => add.mutate(undefined, { onSuccess: (res) => onAdded(res.redirect) })}
            disabled={drop.isPending}
            loading={add.isPending}
            className="w-full sm:w-auto"
          >
            {t("signIn.pendingAdd")}
          </Button>
        </>
      }
    >
      {failure && (
        <p role="alert" className="rounded-lg bg-danger/10 p-3 text-sm font-medium text-danger">
          {errorText(failure, t)}
        </p>
      )}
    </Dialog>
  );
}
