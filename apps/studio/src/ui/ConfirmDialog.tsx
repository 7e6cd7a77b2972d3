import { Button } from "@shop/ui/Button";
import { Dialog } from "@shop/ui/Dialog";
import { useTranslation } from "../lib/i18n.ts";

/**
 * A question asked before a change that cannot be taken back (removing a member or a passkey, resetting a member's
 * sign-in): Cancel, and the change itself as a danger button that shows its progress; a refusal is said inside.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  pending,
  error,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  confirmLabel: string;
  pending: boolean;
  error?: Error | null;
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={description}
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t("common.cancel")}
          </Button>
          <Button variant="danger" loading={pending} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {error && (
        <p role="alert" className="font-medium text-danger">
          {error.message}
        </p>
      )}
    </Dialog>
  );
}
