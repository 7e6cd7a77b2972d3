import type { RetouchOptionsResponse, RetouchPicture } from "@shop/contracts/retouch";
import { picturesOfAddedLines, retouchSummary } from "@shop/domain/retouch";
import { Button } from "@shop/ui/Button";
import { Card } from "@shop/ui/Card";
import { EmptyState } from "@shop/ui/EmptyState";
import { ErrorState } from "@shop/ui/ErrorState";
import { LoadingState } from "@shop/ui/LoadingState";
import { PageHeader } from "@shop/ui/PageHeader";
import { StickyFooter } from "@shop/ui/StickyFooter";
import { ChevronDown, ImageOff, Sparkles } from "lucide-react";
import { type FormEvent, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { errorText } from "../../../lib/api.ts";
import { useTranslation } from "../../../lib/i18n.ts";
import { useSettings } from "../../../lib/queries/settings.ts";
import { Price } from "../../../ui/Price.tsx";
import { useRetouchOptions, useSetRetouch } from "../api/retouch.ts";
import { RetouchPictureItem } from "../components/RetouchPictureItem.tsx";

/**
 * /shopping-cart/retouch (signed-in users, spec 02 §2 Retouch options): the cart's pictures that may be retouched,
 * each with its tasks as checkboxes, the number of pictures for retouch and the total; 'Next' puts the choice in the
 * cart and goes there. After an add to cart (`?line=` names the lines added) the pictures of those lines come first
 * and the cart's others are folded under them; the count, the total and 'Next' stay at the foot of a phone's screen.
 */
export function RetouchPage() {
  const { t } = useTranslation();
  const options = useRetouchOptions();
  const currency = useSettings().data?.portal.currency ?? "NOK";
  const back = { to: "/shopping-cart", label: t("retouch.backToCart") };
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col px-4 py-6 sm:py-8">
      <PageHeader title={t("retouch.title")} back={back} />
      {options.isPending ? (
        <LoadingState text={t("common.loading")} />
      ) : options.isError ? (
        <ErrorState message={errorText(options.error, t)} onRetry={() => void options.refetch()} />
      ) : !options.data.available ? (
        <EmptyState icon={ImageOff} text={t("retouch.notAvailable")} link={back} />
      ) : options.data.pictures.length === 0 ? (
        <EmptyState icon={Sparkles} text={t("retouch.empty")} link={back} />
      ) : (
        <RetouchForm options={options.data} currency={currency} />
      )}
    </div>
  );
}

function RetouchForm({ options, currency }: { options: RetouchOptionsResponse; currency: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const save = useSetRetouch();
  const [chosen, setChosen] = useState<Record<string, string[]>>(() =>
    Object.fromEntries(options.pictures.map((p) => [p.uuid, [...p.chosen]])),
  );
  const { pictureCount, total } = retouchSummary(options.pictures, chosen);
  const { added, others } = picturesOfAddedLines(options.pictures, search.getAll("line"));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(chosen, {
      onSuccess: () => void navigate("/shopping-cart"),
      // Spec 02 §8: a failure here is only logged; the cart shows what it holds.
      onError: (error) => {
        console.error("retouch: the choice was not saved", error);
        void navigate("/shopping-cart");
      },
    });
  };

  const list = (pictures: readonly RetouchPicture[]) => (
    <ul className="divide-y divide-border">
      {pictures.map((picture) => (
        <RetouchPictureItem
          key={picture.uuid}
          picture={picture}
          chosen={chosen[picture.uuid] ?? []}
          currency={currency}
          disabled={save.isPending}
          onChange={(tasks) => setChosen((prev) => ({ ...prev, [picture.uuid]: tasks }))}
        />
      ))}
    </ul>
  );

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <Card className="py-0 sm:py-0">{list(added)}</Card>
      {others.length > 0 && (
        // The rest of the cart's pictures, folded: the parent came for the product just added.
        <details className="group rounded-xl border border-border bg-surface shadow-sm">
          <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 px-4 py-3 font-semibold text-primary [&::-webkit-details-marker]:hidden">
            <ChevronDown aria-hidden="true" className="size-5 shrink-0 transition group-open:rotate-180" />
            {t("retouch.otherPictures", { count: others.length })}
          </summary>
          <div className="border-t border-border px-4 sm:px-6">{list(others)}</div>
        </details>
      )}
      <StickyFooter
        summary={
          <dl className="flex min-w-0 flex-col text-sm" aria-live="polite">
            <div className="flex gap-2">
              <dt>{t("retouch.pictureCount")}</dt>
              <dd data-testid="retouch-count" className="font-semibold">
                {pictureCount}
              </dd>
            </div>
            <div className="flex gap-2 text-base font-semibold">
              <dt>{t("retouch.total")}</dt>
              <dd data-testid="retouch-total">
                <Price amount={total} currency={currency} />
              </dd>
            </div>
          </dl>
        }
      >
        <Button type="submit" loading={save.isPending} className="shrink-0">
          {t("retouch.next")}
        </Button>
      </StickyFooter>
    </form>
  );
}
