import type { DigitalPortraitsResponse } from "@shop/contracts/digital";
import { limits } from "@shop/domain/limits";
import { ChevronRight, ImageOff } from "lucide-react";
import { Link } from "react-router";
import { useTranslation } from "../../../lib/i18n.ts";
import { Price } from "../../../ui/Price.tsx";
import { lowestPrices } from "../prices.ts";

type PictureSetItem = DigitalPortraitsResponse["pictureSets"][number];

/** A picture set that sells digital pictures: who, which job and year, a few previews and the prices. */
export function DigitalPictureSetCard({ item, currency }: { item: PictureSetItem; currency: string }) {
  const { t } = useTranslation();
  const prices = lowestPrices(item.offers);
  const previews = item.previews.slice(0, limits.digitalPreviewMax);
  const inCart = item.offers.some((o) => o.set?.inCart);
  return (
    <li className="relative flex flex-col overflow-hidden rounded-xl border border-border bg-surface shadow-sm focus-within:ring-3 focus-within:ring-primary hover:border-primary">
      <div
        className="grid aspect-[3/2] gap-0.5 bg-border"
        style={{ gridTemplateColumns: `repeat(${Math.max(1, previews.length)}, minmax(0, 1fr))` }}
      >
        {previews.length === 0 ? (
          <div className="flex items-center justify-center bg-bg text-muted">
            <ImageOff aria-hidden="true" className="size-8" />
          </div>
        ) : (
          previews.map((src) => (
            <img
              key={src}
              src={src}
              alt=""
              width={320}
              height={400}
              loading="lazy"
              decoding="async"
              className="h-full w-full object-cover"
            />
          ))
        )}
      </div>
      <div className="flex flex-1 flex-col gap-1 p-4">
        <h2 className="text-lg font-bold">
          <Link
            to={`/products/digital-portraits/${item.subject.uuid}`}
            className="outline-none after:absolute after:inset-0 after:content-['']"
          >
            {item.subject.name}
          </Link>
        </h2>
        <p className="text-sm text-muted">
          {item.job.name} · {item.year}
        </p>
        <dl className="mt-2 flex flex-col gap-0.5 text-sm">
          {prices.file !== null && (
            <div className="flex justify-between gap-2">
              <dt>{t("digital.singleFrom")}</dt>
              <dd>
                <Price amount={prices.file} currency={currency} className="font-semibold" />
              </dd>
            </div>
          )}
          {prices.set !== null && (
            <div className="flex justify-between gap-2">
              <dt>{t("digital.setFrom")}</dt>
              <dd>
                <Price amount={prices.set} currency={currency} className="font-semibold" />
              </dd>
            </div>
          )}
        </dl>
        <div className="mt-auto flex items-center justify-between gap-2 pt-3 text-primary">
          <span className="text-sm font-semibold text-success">{inCart ? t("digital.setInCart") : ""}</span>
          <span className="inline-flex items-center gap-1 font-semibold">
            {t("digital.showPictures")}
            <ChevronRight aria-hidden="true" className="size-5" />
          </span>
        </div>
      </div>
    </li>
  );
}
