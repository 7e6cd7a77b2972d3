import { Gift } from "lucide-react";
import { useTranslation } from "../../../lib/i18n.ts";
import { useMe } from "../../../lib/queries/me.ts";
import { Card } from "../../../ui/Card.tsx";
import { LinkButton } from "../../../ui/LinkButton.tsx";
import { PageHeader } from "../../../ui/PageHeader.tsx";
import { CategoryOverview } from "../components/CategoryOverview.tsx";

/**
 * The product list: the product category overview (spec 02 § Product category overview) of the shop's categories;
 * packages arrive with their issue, so their place says they are on the way.
 */
export function PackagesPage() {
  const { t } = useTranslation();
  const signedIn = !!useMe().data?.user;
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-8">
      <PageHeader title={t("products.packagesTitle")} />
      <section aria-labelledby="product-categories" className="flex flex-col gap-3">
        <h2 id="product-categories" className="text-xl font-bold">
          {t("products.categoriesTitle")}
        </h2>
        <CategoryOverview />
      </section>
      <Card className="flex flex-col items-center gap-4 text-center">
        <Gift aria-hidden="true" className="size-12 text-primary" />
        <p className="text-lg font-semibold">{t("products.comingSoon")}</p>
        <p className="max-w-prose text-muted">{t("products.comingSoonText")}</p>
        {signedIn && <LinkButton to="/my-account/picture-sets">{t("products.toPictureSets")}</LinkButton>}
      </Card>
    </div>
  );
}
