import { EmptyState } from "@shop/ui/EmptyState";
import { PageHeader } from "@shop/ui/PageHeader";
import { SearchX } from "lucide-react";
import { useTranslation } from "../lib/i18n.ts";

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t("errors.pageNotFoundTitle")} />
      <EmptyState icon={SearchX} text={t("errors.pageNotFound")} link={{ to: "/", label: t("nav.home") }} />
    </>
  );
}
