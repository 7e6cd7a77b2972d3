import { LinkButton } from "@shop/ui/LinkButton";
import { useTranslation } from "../lib/i18n.ts";

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">{t("common.pageNotFound")}</h1>
      <p>{t("common.pageNotFoundText")}</p>
      <LinkButton to="/">{t("common.goToFrontPage")}</LinkButton>
    </div>
  );
}
