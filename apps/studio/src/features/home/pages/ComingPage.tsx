import { EmptyState } from "@shop/ui/EmptyState";
import { PageHeader } from "@shop/ui/PageHeader";
import { Hammer } from "lucide-react";
import { useLocation } from "react-router";
import { useTranslation } from "../../../lib/i18n.ts";

/** An area whose pages are not built yet (issue 30's Jobs and Support come next): says so instead of a blank page. */
export function ComingPage() {
  const { t } = useTranslation();
  const area = useLocation().pathname.split("/").filter(Boolean)[0] ?? "";
  return (
    <>
      <PageHeader title={t(`nav.${area}`)} />
      <EmptyState icon={Hammer} text={t("home.coming")} link={{ to: "/", label: t("nav.home") }} />
    </>
  );
}
