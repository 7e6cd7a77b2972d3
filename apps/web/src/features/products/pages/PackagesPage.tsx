import { BookOpen, ChevronRight, Gift, ImageDown, type LucideIcon } from "lucide-react";
import { Link } from "react-router";
import { useTranslation } from "../../../lib/i18n.ts";
import { useMe } from "../../../lib/queries/me.ts";
import { Card } from "../../../ui/Card.tsx";
import { LinkButton } from "../../../ui/LinkButton.tsx";
import { PageHeader } from "../../../ui/PageHeader.tsx";

function CategoryTile({
  to,
  icon: Icon,
  title,
  text,
}: {
  to: string;
  icon: LucideIcon;
  title: string;
  text: string;
}) {
  return (
    <li>
      <Link
        to={to}
        className="flex h-full min-h-24 items-center gap-4 rounded-xl border border-border bg-surface p-4 shadow-sm hover:border-primary"
      >
        <span className="flex size-14 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary">
          <Icon aria-hidden="true" className="size-7" />
        </span>
        <span className="flex min-w-0 flex-1 flex-col gap-0.5">
          <span className="text-lg font-semibold">{title}</span>
          <span className="text-sm text-muted">{text}</span>
        </span>
        <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-muted" />
      </Link>
    </li>
  );
}

/**
 * The product list: the categories that can be bought already as tiles (spec 02 § Product category overview);
 * packages, prints and template products arrive with their issues, so their place says they are on the way.
 */
export function PackagesPage() {
  const { t } = useTranslation();
  const signedIn = !!useMe().data?.user;
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8">
      <PageHeader title={t("products.packagesTitle")} />
      <section aria-labelledby="product-categories" className="flex flex-col gap-3">
        <h2 id="product-categories" className="text-xl font-bold">
          {t("products.categoriesTitle")}
        </h2>
        <ul className="grid gap-3 sm:grid-cols-2">
          <CategoryTile
            to="/products/digital-portraits"
            icon={ImageDown}
            title={t("products.digitalTitle")}
            text={t("products.digitalText")}
          />
          <CategoryTile
            to="/products/catalogues"
            icon={BookOpen}
            title={t("products.cataloguesTitle")}
            text={t("products.cataloguesText")}
          />
        </ul>
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
