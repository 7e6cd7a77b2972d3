import type { PromotedProduct } from "@shop/contracts/templates";
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { useTranslation } from "../../../lib/i18n.ts";
import { templatePreviewUrl } from "../../../lib/queries/template-summary.ts";
import { CategoryIcon } from "../../../shared/categories/CategoryIcon.tsx";
import { Price } from "../../../ui/Price.tsx";
import { promotedProductsQuery } from "../api/promoted-products.ts";

function listPath(type: "CARDS" | "CALENDAR" | "PHOTOGIFT"): string {
  return type === "CARDS" ? "cards" : type === "CALENDAR" ? "calendars" : "photogifts";
}

function target(item: PromotedProduct, lang: string) {
  if (item.type === "template" && item.template) {
    const name =
      item.template.names[lang] ?? Object.values(item.template.names)[0] ?? item.product?.name ?? "";
    const product = item.product ? `/${item.product.uuid}` : "";
    return {
      name,
      to: `/templates/create/${item.template.uuid}${product}?type=${listPath(item.template.type)}`,
      // Filled with the parent's own pictures when one of their sets qualifies; the empty design otherwise.
      image: item.filledPreview ?? templatePreviewUrl(item.template),
      internalName: null,
    };
  }
  if (item.category) {
    const name = item.category.title;
    const internal = item.category.internalName;
    const to =
      internal === "cards"
        ? "/templates/cards"
        : internal.startsWith("calendar")
          ? "/templates/calendars"
          : `/templates/photogifts/${encodeURIComponent(internal)}`;
    return { name, to, image: item.category.image, internalName: internal };
  }
  return null;
}

/** 'Other popular products' under the cart (GET /api/webshop/promoted-products); nothing while loading or failed. */
export function PromotedProducts({ currency }: { currency: string }) {
  const { t, i18n } = useTranslation();
  const promoted = useQuery(promotedProductsQuery);
  const items = (promoted.data ?? [])
    .map((item) => ({ item, to: target(item, i18n.language) }))
    .filter((x): x is { item: PromotedProduct; to: NonNullable<ReturnType<typeof target>> } => x.to !== null);
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="promoted-title" className="flex flex-col gap-3">
      <h2 id="promoted-title" className="text-lg font-bold">
        {t("cart.otherPopular")}
      </h2>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {items.map(({ item, to }) => (
          <li key={item.uuid}>
            <Link
              to={to.to}
              className="flex h-full flex-col gap-2 rounded-xl border border-border bg-surface p-3 hover:border-primary"
            >
              <span className="flex aspect-[400/290] items-center justify-center overflow-hidden rounded-lg bg-bg">
                {to.image ? (
                  <img src={to.image} alt="" loading="lazy" className="max-h-[80%] max-w-[80%] shadow" />
                ) : (
                  to.internalName !== null && (
                    <CategoryIcon internalName={to.internalName} className="size-12 text-primary" />
                  )
                )}
              </span>
              <span className="text-xs font-semibold text-primary uppercase">
                {item.label === "special_offer" ? t("cart.specialOffer") : t("cart.bestSeller")}
              </span>
              <span className="font-semibold">{to.name}</span>
              {item.product && (
                <span className="flex flex-wrap gap-2">
                  <Price amount={item.rebatedPrice ?? item.product.price} currency={currency} />
                  {item.rebatedPrice !== null && (
                    <Price amount={item.product.price} currency={currency} strike className="text-sm" />
                  )}
                </span>
              )}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
