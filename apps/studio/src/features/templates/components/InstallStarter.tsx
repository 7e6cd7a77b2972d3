import { Button } from "@shop/ui/Button";
import { useTranslation } from "../../../lib/i18n.ts";
import { useInstallStarter } from "../api/templates.ts";

/** Installs the starter library in one action; what it added is said as the command says it. */
export function InstallStarter({ variant = "secondary" }: { variant?: "primary" | "secondary" }) {
  const { t } = useTranslation();
  const install = useInstallStarter();
  return (
    <div className="flex flex-col gap-2">
      <div>
        <Button variant={variant} loading={install.isPending} onClick={() => install.mutate()}>
          {t("templates.installStarter")}
        </Button>
      </div>
      <div aria-live="polite">
        {install.isSuccess && (
          <p className="text-success">
            {t("templates.starterInstalled", {
              added: install.data.templatesAdded.length,
              updated: install.data.templatesUpdated.length,
              unchanged: install.data.templatesUnchanged.length,
            })}
            {install.data.productsAdded.length > 0 && ` ${t("templates.starterUnpriced")}`}
          </p>
        )}
        {install.isError && (
          <p role="alert" className="text-danger">
            {install.error.message}
          </p>
        )}
      </div>
    </div>
  );
}
