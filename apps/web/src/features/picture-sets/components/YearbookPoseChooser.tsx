import type { Picture } from "@shop/contracts/picture-sets";
import { IconButton } from "@shop/ui/IconButton";
import { Check, Maximize2 } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "../../../lib/i18n.ts";
import { PictureImage } from "./PictureImage.tsx";

type Props = {
  pictures: readonly Picture[];
  altFor: (picture: Picture, index: number) => string;
  onChoose: (pictureUuid: string) => void;
  onOpen: (index: number) => void;
};

/**
 * One picture is the yearbook pose: native radio buttons give the group its semantics and arrow keys,
 * and each choice is saved as it is made.
 */
export function YearbookPoseChooser({ pictures, altFor, onChoose, onOpen }: Props) {
  const { t } = useTranslation();
  // A choice reaches the pictures a moment after the key press, and quick arrow keys can start several saves.
  // Until the newest choice has landed the radio shows it: an older save landing first does not move it back.
  // A change that is none of these choices (a failed save rolled back) makes the pictures the truth again.
  const [pending, setPending] = useState<{ picks: readonly string[]; basis: readonly Picture[] }>({
    picks: [],
    basis: pictures,
  });
  let picks = pending.picks;
  if (pending.basis !== pictures) {
    const saved = pictures.find((p) => p.isYearbookPose)?.uuid;
    const at = saved === undefined ? -1 : picks.indexOf(saved);
    picks = at === -1 ? [] : picks.slice(at + 1);
    setPending({ picks, basis: pictures });
  }
  const chosen = picks.at(-1) ?? pictures.find((p) => p.isYearbookPose)?.uuid;
  return (
    <fieldset>
      <legend className="sr-only">{t("pictureSets.yearbookLegend")}</legend>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        {pictures.map((picture, i) => (
          <li key={picture.uuid} className="relative">
            <label
              className={
                "relative block cursor-pointer overflow-hidden rounded-lg bg-black/5 ring-primary ring-offset-2 ring-offset-bg " +
                "has-checked:ring-4 has-focus-visible:outline-3 has-focus-visible:outline-offset-4 has-focus-visible:outline-primary"
              }
            >
              <input
                type="radio"
                name="yearbook-pose"
                value={picture.uuid}
                checked={picture.uuid === chosen}
                onChange={() => {
                  setPending({ picks: [...picks, picture.uuid], basis: pictures });
                  onChoose(picture.uuid);
                }}
                className="sr-only"
              />
              <PictureImage
                picture={picture}
                size="thumbnail"
                alt={altFor(picture, i)}
                className="h-auto w-full"
              />
              {picture.uuid === chosen && (
                <span className="absolute top-1.5 left-1.5 flex items-center gap-1 rounded-full bg-primary px-2 py-1 text-sm font-semibold text-primary-fg shadow">
                  <Check aria-hidden="true" className="size-4" strokeWidth={3} />
                  {t("pictureSets.chosen")}
                </span>
              )}
            </label>
            <IconButton
              aria-label={t("pictureSets.enlarge", { alt: altFor(picture, i) })}
              onClick={() => onOpen(i)}
              className="absolute right-1.5 bottom-1.5 rounded-full bg-white/90 text-text shadow hover:bg-white"
            >
              <Maximize2 aria-hidden="true" className="size-5" />
            </IconButton>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
