import type { Picture } from "@shop/contracts/picture-sets";
import { Download } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "../../../lib/i18n.ts";
import { FavoriteButton } from "./FavoriteButton.tsx";
import { PictureBadges } from "./PictureBadges.tsx";
import { PictureImage } from "./PictureImage.tsx";
import { pictureTileSizes } from "./picture-grid.ts";

type Props = {
  picture: Picture;
  alt: string;
  onOpen: () => void;
  onToggleFavorite: () => void;
  /** The 'Picture id' and download row; the new-picture-set steps leave it out. */
  details?: boolean;
  /** Below the details: the picture's 'Buy digital picture' button. */
  action?: ReactNode;
  /** In the first row: loaded at once with high priority instead of lazily. */
  priority?: boolean;
};

/** A picture of a set: opens the viewer, carries its marks, the favorite heart and, when allowed, its download. */
export function PictureTile({
  picture,
  alt,
  onOpen,
  onToggleFavorite,
  details = true,
  action,
  priority = false,
}: Props) {
  const { t } = useTranslation();
  return (
    <li className="flex flex-col gap-1">
      <div className="relative overflow-hidden rounded-lg bg-black/5">
        <button type="button" onClick={onOpen} className="block w-full cursor-zoom-in">
          <PictureImage
            picture={picture}
            size="thumbnail"
            sizes={pictureTileSizes}
            priority={priority}
            alt={alt}
            className="h-auto w-full"
          />
        </button>
        <PictureBadges picture={picture} />
        <FavoriteButton
          favorite={picture.isUserFavorite}
          onToggle={onToggleFavorite}
          className="absolute top-1.5 right-1.5"
        />
      </div>
      {details && (
        <div className="flex min-h-11 items-center justify-between gap-1 text-sm">
          <span className="flex min-w-0 flex-col leading-tight">
            <span className="text-xs text-muted">{t("pictureSets.pictureId")}</span>
            <span className="font-semibold break-all">{picture.webshopId}</span>
          </span>
          {picture.urls.original && (
            <a
              href={picture.urls.original}
              download={`${picture.webshopId}.jpg`}
              aria-label={t("pictureSets.download", { id: picture.webshopId })}
              title={t("pictureSets.download", { id: picture.webshopId })}
              className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-primary hover:bg-primary/10"
            >
              <Download aria-hidden="true" className="size-5" />
            </a>
          )}
        </div>
      )}
      {action}
    </li>
  );
}
