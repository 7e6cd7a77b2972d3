import { Button } from "@shop/ui/Button";
import { useTranslation } from "../../../lib/i18n.ts";
import { useInstallStarter } from "../api/products.ts";
import { productErrorText } from "../error-text.ts";

/**
 * Installs the starter library (templates/starter/, the command's `template install-starter`): its products come
 * unpriced and not on sale, so the button never puts anything on sale by itself; a second press adds nothing.
 */
export function StarterInstall({ variant = "primary" }: { variant?: "primary" | "secondary" }) {
  const { t } = useTranslation();
  const install = useInstallStarter();
  const added = install.data?.productsAdded.length ?? 0;
  return (
    <div className="flex flex-col items-center gap-2">
      <Button variant={variant} loading={install.isPending} onClick={() => install.mutate()}>
        {t("products.installStarter")}
      </Button>
      <div aria-live="polite">
        {install.isSuccess && (
          <p className="text-success">
            {added === 0 ? t("products.installedNothing") : t("products.installed", { count: added })}
          </p>
        )}
        {install.isError && (
          <p role="alert" className="text-danger">
            {productErrorText(install.error, t)}
          </p>
        )}
      </div>
    </div>
  );
}
