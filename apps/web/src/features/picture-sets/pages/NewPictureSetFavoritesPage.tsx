import { favoritesNext } from "@shop/domain/picture-set-rules";
import { useTranslation } from "../../../lib/i18n.ts";
import { flowFacts } from "../../../lib/picture-set-facts.ts";
import { FavoritesStep } from "../components/FavoritesStep.tsx";
import { NewPictureSetFrame } from "../components/NewPictureSetFrame.tsx";
import { NextStepFooter } from "../components/NextStepFooter.tsx";

/** /new-picture-set/favorites: pick favorites; 'Next' with one or more, else 'Skip'. */
export function NewPictureSetFavoritesPage() {
  const { t } = useTranslation();
  return (
    <NewPictureSetFrame title={t("newPictureSet.favoritesTitle")}>
      {(set) => (
        <FavoritesStep
          set={set}
          intro={t("newPictureSet.favoritesIntro")}
          footer={(count) => {
            const next = favoritesNext(flowFacts(set), count);
            return (
              <NextStepFooter
                to={next.to}
                label={next.label}
                summary={t("pictureSets.favoriteCount", { count })}
              />
            );
          }}
        />
      )}
    </NewPictureSetFrame>
  );
}
