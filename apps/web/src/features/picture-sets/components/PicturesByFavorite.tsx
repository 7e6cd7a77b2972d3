import type { Picture } from "@shop/contracts/picture-sets";
import { splitFavorites } from "@shop/domain/picture-set-rules";
import type { ReactNode } from "react";
import { useTranslation } from "../../../lib/i18n.ts";
import { pictureGridClass as gridClass } from "./picture-grid.ts";

type Props = {
  pictures: readonly Picture[];
  /** Renders one grid item; `index` is the picture's place in the order shown, for the viewer. */
  renderPicture: (picture: Picture, index: number) => ReactNode;
};

function Divider({ children }: { children: string }) {
  return (
    <h2 className="flex items-center gap-3 text-lg font-semibold after:h-px after:flex-1 after:bg-border">
      {children}
    </h2>
  );
}

/** Favorites first under 'Favorites' and 'Non Favorites'; without favorites, one grid and no dividers. */
export function PicturesByFavorite({ pictures, renderPicture }: Props) {
  const { t } = useTranslation();
  const { favorites, others } = splitFavorites(pictures);
  if (favorites.length === 0) {
    return <ul className={gridClass}>{others.map((p, i) => renderPicture(p, i))}</ul>;
  }
  return (
    <div className="flex flex-col gap-4">
      <section className="flex flex-col gap-3">
        <Divider>{t("pictureSets.favorites")}</Divider>
        <ul className={gridClass}>{favorites.map((p, i) => renderPicture(p, i))}</ul>
      </section>
      {others.length > 0 && (
        <section className="flex flex-col gap-3">
          <Divider>{t("pictureSets.nonFavorites")}</Divider>
          <ul className={gridClass}>{others.map((p, i) => renderPicture(p, favorites.length + i))}</ul>
        </section>
      )}
    </div>
  );
}
