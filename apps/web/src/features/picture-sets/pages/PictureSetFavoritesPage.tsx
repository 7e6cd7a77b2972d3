import { useTranslation } from "../../../lib/i18n.ts";
import { FavoritesStep } from "../components/FavoritesStep.tsx";
import { OwnSetStep } from "../components/OwnSetStep.tsx";

/** /my-account/picture-sets/:pictureSetUuid/favorites: mark the pictures the user likes best. */
export function PictureSetFavoritesPage() {
  const { t } = useTranslation();
  return (
    <OwnSetStep title={t("pictureSets.favoritesTitle")}>
      {(set, ways) => (
        <FavoritesStep
          set={set}
          intro={t("pictureSets.favoritesIntro")}
          unavailableAction={ways.back}
          footer={(count) =>
            set.qualifyForSelectOwnFavorites && ways.done(t("pictureSets.favoriteCount", { count }))
          }
        />
      )}
    </OwnSetStep>
  );
}
