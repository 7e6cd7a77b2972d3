import { Gift } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useMe } from "../../../lib/queries/me.ts";
import { Card } from "../../../ui/Card.tsx";
import { LinkButton } from "../../../ui/LinkButton.tsx";
import { PageHeader } from "../../../ui/PageHeader.tsx";

/** The shopping issues bring the offers; until then this page says so (the one allowed placeholder). */
export function PackagesPage() {
  const { t } = useTranslation();
  const signedIn = !!useMe().data?.user;
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8">
      <PageHeader title={t("products.packagesTitle")} />
      <Card className="flex flex-col items-center gap-4 text-center">
        <Gift aria-hidden="true" className="size-12 text-primary" />
        <p className="text-lg font-semibold">{t("products.comingSoon")}</p>
        <p className="max-w-prose text-muted">{t("products.comingSoonText")}</p>
        {signedIn && <LinkButton to="/my-account/picture-sets">{t("products.toPictureSets")}</LinkButton>}
      </Card>
    </div>
  );
}
