import type { Picture, PictureSet } from "@shop/contracts/picture-sets";
import { favoritesNext } from "@shop/domain/picture-set-rules";
import { useTranslation } from "react-i18next";
import { useToggleFavorite } from "../api/favorite.ts";
import { FavoritesGrid } from "../components/FavoritesGrid.tsx";
import { NewPictureSetFrame } from "../components/NewPictureSetFrame.tsx";
import { NextStepFooter } from "../components/NextStepFooter.tsx";
import { PictureViewer } from "../components/PictureViewer.tsx";
import { Unavailable } from "../components/Unavailable.tsx";
import { useViewer } from "../components/useViewer.ts";
import { flowFacts } from "../newest.ts";
import { pictureAlt } from "../picture-alt.ts";

function ChooseFavorites({ set }: { set: PictureSet }) {
  const { t } = useTranslation();
  const favorite = useToggleFavorite(set.uuid);
  const viewer = useViewer(set.pictures);
  const count = set.pictures.filter((p) => p.isUserFavorite).length;
  const next = favoritesNext(flowFacts(set), count);
  const altFor = (picture: Picture) => pictureAlt(t, set, picture);
  const toggle = (picture: Picture) =>
    favorite.mutate({ pictureUuid: picture.uuid, favorite: !picture.isUserFavorite });
  return (
    <>
      {set.qualifyForSelectOwnFavorites ? (
        <>
          <p className="mb-4">{t("newPictureSet.favoritesIntro")}</p>
          <FavoritesGrid
            pictures={set.pictures}
            altFor={altFor}
            onOpen={(index) => viewer.open(set.pictures, index)}
            onToggle={toggle}
          />
        </>
      ) : (
        <Unavailable text={t("pictureSets.favoritesUnavailable")} />
      )}
      <NextStepFooter to={next.to} label={next.label} summary={t("pictureSets.favoriteCount", { count })} />
      <PictureViewer
        pictures={viewer.pictures}
        index={viewer.index}
        onIndexChange={viewer.setIndex}
        onClose={viewer.close}
        altFor={altFor}
        onToggleFavorite={toggle}
      />
    </>
  );
}

/** /new-picture-set/favorites: pick favorites; 'Next' with one or more, else 'Skip'. */
export function NewPictureSetFavoritesPage() {
  const { t } = useTranslation();
  return (
    <NewPictureSetFrame title={t("newPictureSet.favoritesTitle")}>
      {(set) => <ChooseFavorites set={set} />}
    </NewPictureSetFrame>
  );
}
