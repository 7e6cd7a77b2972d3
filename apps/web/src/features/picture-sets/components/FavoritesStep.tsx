import type { Picture, PictureSet } from "@shop/contracts/picture-sets";
import type { ReactNode } from "react";
import { useTranslation } from "../../../lib/i18n.ts";
import { useToggleFavorite } from "../api/favorite.ts";
import { pictureAlt } from "../picture-alt.ts";
import { FavoritesGrid } from "./FavoritesGrid.tsx";
import { LazyPictureViewer } from "./LazyPictureViewer.tsx";
import { Unavailable } from "./Unavailable.tsx";
import { useViewer } from "./useViewer.ts";

type Props = {
  set: PictureSet;
  intro: string;
  /** Under 'not available' when the set does not offer favorites, e.g. the way back to the set. */
  unavailableAction?: ReactNode;
  /** The bar at the bottom, told how many favorites there are. */
  footer: (count: number) => ReactNode;
};

/** Choosing favorites (the new-picture-set step and the set's own page): the hearts, and the viewer to look closer. */
export function FavoritesStep({ set, intro, unavailableAction, footer }: Props) {
  const { t } = useTranslation();
  const favorite = useToggleFavorite(set.uuid);
  const viewer = useViewer(set.pictures);
  const count = set.pictures.filter((p) => p.isUserFavorite).length;
  const altFor = (picture: Picture) => pictureAlt(t, set, picture);
  const toggle = (picture: Picture) =>
    favorite.mutate({ pictureUuid: picture.uuid, favorite: !picture.isUserFavorite });
  return (
    <>
      {set.qualifyForSelectOwnFavorites ? (
        <>
          <p className="mb-4">{intro}</p>
          <FavoritesGrid
            pictures={set.pictures}
            altFor={altFor}
            onOpen={(index) => viewer.open(set.pictures, index)}
            onToggle={toggle}
          />
        </>
      ) : (
        <Unavailable text={t("pictureSets.favoritesUnavailable")}>{unavailableAction}</Unavailable>
      )}
      {footer(count)}
      <LazyPictureViewer {...viewer.props} altFor={altFor} onToggleFavorite={toggle} />
    </>
  );
}
