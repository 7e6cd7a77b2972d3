import type { TemplateListItem, TemplateProduct } from "@shop/contracts/templates";
import {
  activeFilterChips,
  applyTemplateFilters,
  createProductPath,
  filterChoices,
  filtersFromQuery,
  hasPriceTable,
  isTemplateListType,
  offeredFilters,
  priceTableRows,
  sortProductGroups,
  type TemplateListType,
  templateListPath,
  toggleFilterQuery,
} from "@shop/domain/template-lists";
import { Button } from "@shop/ui/Button";
import { cx } from "@shop/ui/cx";
import { EmptyState } from "@shop/ui/EmptyState";
import { ErrorState } from "@shop/ui/ErrorState";
import { PageHeader } from "@shop/ui/PageHeader";
import { LayoutTemplate, SlidersHorizontal, X } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, useParams, useSearchParams } from "react-router";
import { errorAnswerOf, errorText } from "../../../lib/api.ts";
import { setCurrentPictureSet } from "../../../lib/current-picture-set.ts";
import { useTranslation } from "../../../lib/i18n.ts";
import { useSettings } from "../../../lib/queries/settings.ts";
import { usePackagesPageName, useShoppedPictureSet } from "../../../lib/shopped-picture-set.ts";
import { imagePriority } from "../../../ui/image-priority.ts";
import { NotFoundPage } from "../../../ui/NotFoundPage.tsx";
import { OfferPrice } from "../../../ui/Price.tsx";
import { useCardCategories } from "../api/card-categories.ts";
import { usePhotogiftCategoryInfo } from "../api/photogift-category-info.ts";
import { useTemplateList } from "../api/template-list.ts";
import { FilterPanel, useFilterOptionText } from "../components/FilterPanel.tsx";
import { PriceTableDialog } from "../components/PriceTableDialog.tsx";

/** Spec 02 §9: skeleton thumbnails while the list loads. */
const skeletonTiles = 6;
const previewGrid = "grid grid-cols-2 gap-3 md:grid-cols-3 lg:grid-cols-4";
/** A phone's first row of designs: one of them is the page's largest paint. */
const firstRowTiles = 2;
/** The previews' drawn width in CSS pixels (their files are 400 and 640 wide). */
const previewWidth = 320;

/** /templates/:type/:category? — cards, calendars or the photo gifts of a category (spec 02 § Template list pages). */
export function TemplateListPage() {
  const { type, category } = useParams();
  if (!isTemplateListType(type)) return <NotFoundPage />;
  return <TemplateList key={`${type}/${category ?? ""}`} type={type} category={category ?? null} />;
}

function TemplateTile({
  item,
  type,
  category,
  first,
}: {
  item: TemplateListItem;
  type: TemplateListType;
  category: string | null;
  /** In the list's first row, whose previews hold the page's largest paint on a phone: asked for first and at once. */
  first: boolean;
}) {
  // The preview is the first part's trim (without its bleed): its shape reserves the space before the image loads.
  const trim = item.trimBox ?? { width: item.width, height: item.height };
  return (
    <li>
      <Link
        to={createProductPath(item.uuid, item.product.uuid, { type, category })}
        className="group flex flex-col gap-2 rounded-lg focus-visible:outline-2"
      >
        <span className="flex aspect-[400/290] items-center justify-center rounded-lg border border-border bg-surface group-hover:border-primary">
          {/* Filled with the picture set's pictures and names when the list is for one; the empty design otherwise. */}
          <img
            src={item.preview.filled ?? item.preview.large}
            alt={item.name}
            {...imagePriority(first)}
            width={previewWidth}
            height={Math.round((previewWidth * trim.height) / trim.width)}
            className="h-auto max-h-[80%] w-auto max-w-[80%] shadow-md"
          />
        </span>
        {type === "photogifts" && <span className="text-center text-sm font-medium">{item.name}</span>}
      </Link>
    </li>
  );
}

function ProductGroup({
  product,
  items,
  type,
  category,
  currency,
  onPrices,
  leading,
}: {
  product: TemplateProduct;
  items: readonly TemplateListItem[];
  type: TemplateListType;
  category: string | null;
  currency: string;
  onPrices: () => void;
  /** The list's first group, whose first design is the page's largest paint. */
  leading: boolean;
}) {
  const { t } = useTranslation();
  // The first tier's price as the cart charges it: its campaign price or the product's promoted price, when lower.
  const first = priceTableRows(product.productprices, product.promotedPrice)[0];
  const headingId = `product-${product.uuid}`;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <div className="sticky top-14 z-10 -mx-4 flex flex-wrap items-baseline gap-x-3 gap-y-1 border-b border-border bg-bg/95 px-4 py-2 backdrop-blur">
        <h2 id={headingId} className="text-lg font-semibold">
          {product.name}
        </h2>
        {first && <OfferPrice price={first.price} rebatedPrice={first.campaignPrice} currency={currency} />}
        {hasPriceTable(product.productprices) && (
          <button type="button" className="min-h-11 text-primary underline" onClick={onPrices}>
            {t("templates.prices")}
          </button>
        )}
      </div>
      <ul className={previewGrid}>
        {items.map((item, index) => (
          <TemplateTile
            key={item.uuid}
            item={item}
            type={type}
            category={category}
            first={leading && index < firstRowTiles}
          />
        ))}
      </ul>
    </section>
  );
}

function CategoryPill({ to, active, children }: { to: string; active: boolean; children: string }) {
  return (
    <li>
      <Link
        to={to}
        aria-current={active ? "page" : undefined}
        className={cx(
          "inline-flex min-h-11 items-center whitespace-nowrap rounded-full border px-4 font-medium",
          active
            ? "border-primary bg-primary text-primary-fg"
            : "border-border bg-surface text-text hover:border-primary",
        )}
      >
        {children}
      </Link>
    </li>
  );
}

/**
 * The cards category button row: one pill per sub-category and 'All cards' for the plain list, the one the list shows
 * marked. The default category is where the cards tile leads, not what the plain list shows.
 */
function CardCategoryRow({ category }: { category: string | null }) {
  const { t } = useTranslation();
  const cards = useCardCategories(true);
  if (!cards.data || cards.data.categories.length === 0) return null;
  return (
    <nav aria-label={t("templates.cardCategories")} className="-mx-4 overflow-x-auto px-4">
      <ul className="flex gap-2">
        <CategoryPill to={templateListPath("cards")} active={category === null}>
          {t("templates.allCards")}
        </CategoryPill>
        {cards.data.categories.map((sub) => (
          <CategoryPill
            key={sub.internalName}
            to={templateListPath("cards", sub.internalName)}
            active={sub.internalName === category}
          >
            {sub.title}
          </CategoryPill>
        ))}
      </ul>
    </nav>
  );
}

function TemplateList({ type, category }: { type: TemplateListType; category: string | null }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const { set: current, resolving } = useShoppedPictureSet();
  // Not before the set to fill the designs with is known: a tab without one would read the list twice.
  const list = useTemplateList(
    { type, category, subjectUuid: current?.uuid ?? null, lang },
    { enabled: !resolving },
  );
  const info = usePhotogiftCategoryInfo(type === "photogifts" ? category : null);
  const currency = useSettings().data?.portal.currency ?? "NOK";
  const [search, setSearch] = useSearchParams();
  const [panelOpen, setPanelOpen] = useState(false);
  const [pricesOf, setPricesOf] = useState<TemplateProduct | null>(null);
  const optionText = useFilterOptionText();
  const packagesPage = usePackagesPageName();

  // A picture set that is no longer the user's (another account in this tab): the lists go on without it.
  const lostPictureSet = list.isError && errorAnswerOf(list.error)?.code === "picture_set_not_found";
  useEffect(() => {
    if (lostPictureSet) setCurrentPictureSet(null);
  }, [lostPictureSet]);

  const heading =
    type === "cards"
      ? t("templates.cards")
      : type === "calendars"
        ? t("templates.calendars")
        : // Every photo gift at once (/templates/photogifts, where a legacy link leads) has no category to name.
          (info.data?.names[lang] ?? info.data?.names.en ?? category ?? t("templates.photogifts"));

  const filters = filtersFromQuery(search);
  const templates = list.data?.templates ?? [];
  const filterable = templates.map((item) => ({
    item,
    dimensions: item.dimensions,
    hasText: item.hasText,
    images: item.images,
    pages: item.parts.length,
  }));
  const choices = filterChoices(type, filterable);
  const visible = applyTemplateFilters(type, filterable, filters).map((f) => f.item);
  const offered = new Set(offeredFilters(type, filterable));
  const chips = activeFilterChips(filters).filter((chip) => offered.has(chip.key));
  const toggle = (key: (typeof chips)[number]["key"], value: string) =>
    setSearch(new URLSearchParams(toggleFilterQuery(search, key, value)), {
      replace: true,
      preventScrollReset: true,
    });

  const groups = sortProductGroups(
    type,
    (list.data?.products ?? [])
      .map((product) => ({
        product,
        name: product.name,
        sortOrder: product.sortOrder,
        items: visible.filter((item) => item.product.uuid === product.uuid),
      }))
      .filter((group) => group.items.length > 0)
      .map((group) => ({ ...group, format: group.items[0]?.dimensions })),
  );

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-4 px-4 py-6 sm:py-8">
      <PageHeader title={heading} back={{ to: "/products/packages", label: packagesPage }}>
        <p className="text-muted">{t("templates.chooseTemplate")}</p>
      </PageHeader>
      {type === "cards" && <CardCategoryRow category={category} />}
      {choices.length > 0 && (
        <div className="flex flex-wrap items-center gap-2">
          <Button variant="secondary" onClick={() => setPanelOpen(true)}>
            <SlidersHorizontal aria-hidden="true" className="size-5" />
            {t("templates.filterSelection")}
          </Button>
          {chips.map((chip) => {
            const name = `${t(`templates.filters.${chip.key}`)}: ${optionText(chip.key, chip.value)}`;
            return (
              <button
                key={`${chip.key}=${chip.value}`}
                type="button"
                onClick={() => toggle(chip.key, chip.value)}
                aria-label={t("templates.removeFilter", { name })}
                className="inline-flex min-h-11 items-center gap-1 rounded-full bg-primary/10 px-3 text-sm font-medium text-primary hover:bg-primary/20"
              >
                {name}
                <X aria-hidden="true" className="size-4" />
              </button>
            );
          })}
        </div>
      )}
      {list.isPending ? (
        <ul className={previewGrid} aria-busy="true" aria-label={t("common.loading")}>
          {Array.from({ length: skeletonTiles }, (_, i) => (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
              key={i}
              data-testid="template-placeholder"
              className="aspect-[400/290] animate-pulse rounded-lg bg-border/60"
            />
          ))}
        </ul>
      ) : list.isError ? (
        <ErrorState message={errorText(list.error, t)} onRetry={() => void list.refetch()} />
      ) : groups.length === 0 ? (
        <EmptyState
          icon={LayoutTemplate}
          text={t("templates.empty")}
          link={{ to: "/products/packages", label: t("templates.emptyLink") }}
        />
      ) : (
        groups.map((group, index) => (
          <ProductGroup
            leading={index === 0}
            key={group.product.uuid}
            product={group.product}
            items={group.items}
            type={type}
            category={category}
            currency={currency}
            onPrices={() => setPricesOf(group.product)}
          />
        ))
      )}
      <FilterPanel
        open={panelOpen}
        onClose={() => setPanelOpen(false)}
        choices={choices}
        filters={filters}
        onToggle={toggle}
      />
      <PriceTableDialog product={pricesOf} currency={currency} onClose={() => setPricesOf(null)} />
    </div>
  );
}
