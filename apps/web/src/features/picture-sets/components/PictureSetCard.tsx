import type { PictureSetSummary } from "@shop/contracts/picture-sets";
import { cardThumbnails } from "@shop/domain/picture-set-rules";
import { Card } from "@shop/ui/Card";
import { LinkButton } from "@shop/ui/LinkButton";
import { useId } from "react";
import { useTranslation } from "../../../lib/i18n.ts";
import { PictureImage } from "./PictureImage.tsx";
import { PictureSetCardMenu } from "./PictureSetCardMenu.tsx";

/** One set in the list: year, subject, job, up to 6 thumbnails with '+N', and where to go from here. */
export function PictureSetCard({ set }: { set: PictureSetSummary }) {
  const { t } = useTranslation();
  const { shown, more } = cardThumbnails(set.pictures, set.pictureCount);
  const hasBought = set.bought || set.pictures.some((p) => p.bought);
  const detail = `/my-account/picture-sets/${set.uuid}`;
  // Every card has a 'View' button; the subject's name tells them apart for a screen reader.
  const headingId = useId();
  return (
    <li>
      <Card className="flex h-full flex-col gap-3">
        <div>
          <div className="flex items-baseline justify-between gap-3">
            <h2 id={headingId} className="text-xl font-bold">
              {set.subject.name}
            </h2>
            <span className="ml-auto shrink-0 text-sm font-semibold text-muted">{set.year}</span>
            {set.isEditable && <PictureSetCardMenu set={set} />}
          </div>
          <p className="text-muted">{set.job.name}</p>
        </div>
        {shown.length > 0 ? (
          <ul className="grid grid-cols-3 gap-1.5">
            {shown.map((picture, i) => (
              <li key={picture.uuid} className="relative overflow-hidden rounded-md bg-black/5">
                <PictureImage
                  picture={picture}
                  size="thumbnail"
                  crop
                  alt={t("pictureSets.pictureAlt", { subject: set.subject.name, number: i + 1 })}
                  className="aspect-4/5 h-auto w-full object-cover"
                />
                {more > 0 && i === shown.length - 1 && (
                  <span className="absolute inset-0 flex items-center justify-center bg-black/55 text-xl font-bold text-white">
                    <span aria-hidden="true">{t("pictureSets.more", { count: more })}</span>
                    <span className="sr-only">{t("pictureSets.moreLabel", { count: more })}</span>
                  </span>
                )}
              </li>
            ))}
          </ul>
        ) : (
          <p className="rounded-md bg-bg p-3 text-sm">{t("pictureSets.notYetAvailable")}</p>
        )}
        <div className="mt-auto flex flex-wrap gap-2">
          <LinkButton to={detail} aria-describedby={headingId} className="grow whitespace-nowrap">
            {hasBought ? t("pictureSets.viewAndDownload") : t("pictureSets.view")}
          </LinkButton>
          <LinkButton
            to="/products/packages"
            variant="secondary"
            aria-describedby={headingId}
            className="grow whitespace-nowrap"
          >
            {t("pictureSets.buyProducts")}
          </LinkButton>
        </div>
      </Card>
    </li>
  );
}
