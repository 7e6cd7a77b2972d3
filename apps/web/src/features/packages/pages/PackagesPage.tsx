import type { PackageOffer } from "@shop/contracts/packages";
import { countdownVisible } from "@shop/domain/package-offer";
import { EmptyState } from "@shop/ui/EmptyState";
import { ErrorState } from "@shop/ui/ErrorState";
import { PageHeader } from "@shop/ui/PageHeader";
import { Images, Package } from "lucide-react";
import { lazy, Suspense, useEffect, useState } from "react";
import { errorAnswerOf, errorText } from "../../../lib/api.ts";
import { setCurrentPictureSet } from "../../../lib/current-picture-set.ts";
import { useDocumentTitle } from "../../../lib/document-title.ts";
import { useTranslation } from "../../../lib/i18n.ts";
import { useMe } from "../../../lib/queries/me.ts";
import { useSettings } from "../../../lib/queries/settings.ts";
import { usePackagesPageName, useShoppedPictureSet } from "../../../lib/shopped-picture-set.ts";
import { CategoryOverview } from "../../../shared/categories/CategoryOverview.tsx";
import { usePackageOffers } from "../api/packages.ts";
import { CountdownBanner } from "../components/CountdownBanner.tsx";
import { OfferCard } from "../components/OfferCard.tsx";

// The 'my picture sets' selector switches the set this page shops for; fetched when first opened.
const PictureSetSelectorDialog = lazy(async () => ({
  default: (await import("../../../shared/picture-set-selector/PictureSetSelectorDialog.tsx"))
    .PictureSetSelectorDialog,
}));

const offerGrid = "grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3";

/** The end the countdown banner counts to: the soonest time-limited price still running. */
function countdownEnd(offers: readonly PackageOffer[], now: Date): Date | null {
  const ends = offers
    .filter((o) => o.useTimeLimitedDiscount && o.timeLimitedDiscountEnds !== null && !o.disabled)
    .map((o) => new Date(o.timeLimitedDiscountEnds as string))
    .filter((end) => countdownVisible(end, now))
    .sort((a, b) => a.getTime() - b.getTime());
  return ends[0] ?? null;
}

/** The page's queries, for its loader (loader.ts) to ask them from the page's own chunk. */
export { categoriesQuery } from "../../../shared/categories/categories.ts";
export { packageOffersQuery } from "../api/packages.ts";
/**
 * /products/packages (spec 02 § Packages): for the picture set the parent shops for, its header, 'Exclusive deals'
 * with the job's package offers and the countdown banner; below, the product category overview. A visitor, or a
 * parent without picture sets, sees the overview alone.
 */
export function PackagesPage() {
  const { t } = useTranslation();
  const me = useMe();
  const signedIn = !!me.data?.user;
  // Without a chosen set the newest one is shopped for (and becomes the current one, as a category tile would).
  const shopped = useShoppedPictureSet();
  const subject = signedIn ? shopped.set : null;
  // The lists' back links name this page by the same rule.
  const title = usePackagesPageName();
  useDocumentTitle(title);

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-6 sm:py-8">
      {subject ? <Offers subject={subject} /> : <PageHeader title={title} />}
      <section aria-labelledby="product-categories" className="flex flex-col gap-3">
        <h2 id="product-categories" className="text-xl font-bold">
          {t("products.categoriesTitle")}
        </h2>
        <CategoryOverview />
      </section>
    </div>
  );
}

function Offers({ subject }: { subject: { uuid: string; name: string } }) {
  const { t } = useTranslation();
  const currency = useSettings().data?.portal.currency ?? "NOK";
  const offers = usePackageOffers(subject.uuid);
  const [now] = useState(() => new Date());
  // A picture set that is no longer the user's (another account in this tab): the page goes on without it.
  const lost = offers.isError && errorAnswerOf(offers.error)?.code === "picture_set_not_found";
  useEffect(() => {
    if (lost) setCurrentPictureSet(null);
  }, [lost]);
  const list = offers.data?.packages ?? [];
  const ends = countdownEnd(list, now);
  const [selecting, setSelecting] = useState(false);
  const [selectorUsed, setSelectorUsed] = useState(false);

  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-2 rounded-xl bg-surface px-4 py-2 shadow-sm">
        <p className="flex items-center gap-2 font-semibold">
          <Images aria-hidden="true" className="size-5 text-primary" />
          {t("packages.pictureSet", { name: subject.name })}
        </p>
        <button
          type="button"
          onClick={() => {
            setSelectorUsed(true);
            setSelecting(true);
          }}
          className="inline-flex min-h-11 items-center rounded-lg px-2 text-primary hover:underline"
        >
          {t("packages.changePictureSet")}
        </button>
      </div>
      {selectorUsed && (
        <Suspense fallback={null}>
          <PictureSetSelectorDialog
            open={selecting}
            onOpenChange={setSelecting}
            currentUuid={subject.uuid}
            onChoose={(set) => setCurrentPictureSet({ uuid: set.uuid, name: set.subject.name })}
          />
        </Suspense>
      )}
      <section aria-labelledby="exclusive-deals" className="flex flex-col gap-4">
        <h1 id="exclusive-deals" className="text-2xl font-bold sm:text-3xl">
          {t("packages.exclusiveDeals")}
        </h1>
        {ends && <CountdownBanner ends={ends} onEnd={() => void offers.refetch()} />}
        {offers.isPending ? (
          <ul className={offerGrid} aria-busy="true" aria-label={t("common.loading")}>
            {Array.from({ length: 3 }, (_, i) => (
              <li
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
                key={i}
                data-testid="offer-placeholder"
                className="h-56 animate-pulse rounded-xl bg-border/60 sm:h-auto sm:aspect-[3/4]"
              />
            ))}
          </ul>
        ) : offers.isError ? (
          <ErrorState message={errorText(offers.error, t)} onRetry={() => void offers.refetch()} />
        ) : list.length === 0 ? (
          <EmptyState icon={Package} text={t("packages.empty")} />
        ) : (
          <ul className={offerGrid} aria-label={t("packages.offersLabel")}>
            {list.map((offer, index) => (
              <OfferCard key={offer.uuid} offer={offer} currency={currency} first={index === 0} />
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
