import { isPictureAllowed } from "@shop/render/picture-rules";
import type { ImageField } from "@shop/render/template";
import { cx } from "@shop/ui/cx";
import { EmptyState } from "@shop/ui/EmptyState";
import { Check, ImageOff } from "lucide-react";
import { useTranslation } from "../../../lib/i18n.ts";
import type { EditorPicture } from "../types.ts";

/**
 * The image inbox: the picture set's pictures as 320-pixel thumbnails. Pictures the field does not take are greyed
 * and labelled; tapping one explains why instead of choosing it (spec 02 §2, §5).
 */
export function PictureInbox({
  field,
  pictures,
  chosenUuid,
  onChoose,
  onNotAllowed,
}: {
  field: ImageField;
  pictures: readonly EditorPicture[];
  chosenUuid: string | null;
  onChoose: (picture: EditorPicture) => void;
  onNotAllowed: (picture: EditorPicture) => void;
}) {
  const { t } = useTranslation();
  if (pictures.length === 0) return <EmptyState icon={ImageOff} text={t("editor.image.noPictures")} />;
  return (
    <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4 lg:grid-cols-3 xl:grid-cols-4">
      {pictures.map((picture) => {
        const allowed = isPictureAllowed(field, picture);
        const chosen = picture.uuid === chosenUuid;
        const label = allowed
          ? t("editor.image.pictureLabel", { pictureId: picture.webshopId })
          : t("editor.image.notAllowedLabel", { pictureId: picture.webshopId });
        return (
          <li key={picture.uuid}>
            <button
              type="button"
              aria-pressed={allowed ? chosen : undefined}
              // Not aria-disabled: tapping a greyed picture still does something, it says why it cannot be used.
              data-allowed={allowed}
              aria-label={label}
              onClick={() => (allowed ? onChoose(picture) : onNotAllowed(picture))}
              className={cx(
                "relative block aspect-square w-full overflow-hidden rounded-md border-2 bg-black/5",
                chosen ? "border-primary" : "border-transparent",
              )}
            >
              <img
                src={picture.thumbnailUrl}
                alt=""
                loading="lazy"
                draggable={false}
                className={cx("size-full object-cover", !allowed && "opacity-40 grayscale")}
              />
              {!allowed && (
                <span className="absolute inset-x-0 bottom-0 bg-black/70 px-1 py-0.5 text-xs leading-tight text-white">
                  {label}
                </span>
              )}
              {chosen && (
                <span className="absolute top-1 right-1 flex size-6 items-center justify-center rounded-full bg-primary text-primary-fg">
                  <Check aria-hidden="true" className="size-4" />
                  <span className="sr-only">{t("editor.image.chosen")}</span>
                </span>
              )}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
