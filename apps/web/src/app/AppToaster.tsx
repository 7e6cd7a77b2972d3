import { Toaster } from "sonner";
import { useTranslation } from "../lib/i18n.ts";

/** The toasts' region and close buttons are named in the parent's language (sonner's own names are English). */
export function AppToaster() {
  const { t } = useTranslation();
  return (
    <Toaster
      position="top-center"
      richColors
      closeButton
      containerAriaLabel={t("common.notifications")}
      toastOptions={{ closeButtonAriaLabel: t("common.close") }}
    />
  );
}
