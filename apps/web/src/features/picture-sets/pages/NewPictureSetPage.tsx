import type { Picture, PictureSet } from "@shop/contracts/picture-sets";
import { newPictureSetNext } from "@shop/domain/picture-set-rules";
import { useTranslation } from "../../../lib/i18n.ts";
import { flowFacts } from "../../../lib/picture-set-facts.ts";
import { useToggleFavorite } from "../api/favorite.ts";
import { LazyPictureViewer } from "../components/LazyPictureViewer.tsx";
import { NewPictureSetFrame } from "../components/NewPictureSetFrame.tsx";
import { NextStepFooter } from "../components/NextStepFooter.tsx";
import { PictureImage } from "../components/PictureImage.tsx";
import { useViewer } from "../components/useViewer.ts";
import { pictureAlt } from "../picture-alt.ts";

function Overview({ set }: { set: PictureSet }) {
  const { t } = useTranslation();
  const favorite = useToggleFavorite(set.uuid);
  const viewer = useViewer(set.pictures);
  const next = newPictureSetNext(flowFacts(set));
  const altFor = (picture: Picture) => pictureAlt(t, set, picture);
  return (
    <>
      <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4 lg:grid-cols-6">
        {set.pictures.map((picture, index) => (
          <li key={picture.uuid} className="overflow-hidden rounded-md bg-black/5">
            <button
              type="button"
              onClick={() => viewer.open(set.pictures, index)}
              className="block w-full cursor-zoom-in"
            >
              <PictureImage
                picture={picture}
                size="thumbnail"
                alt={altFor(picture)}
                className="h-auto w-full"
              />
            </button>
          </li>
        ))}
      </ul>
      <NextStepFooter
        to={next.to}
        label={next.label}
        summary={t("newPictureSet.pictureCount", { count: set.pictures.length })}
      />
      <LazyPictureViewer
        {...viewer.props}
        altFor={altFor}
        onToggleFavorite={(picture) =>
          favorite.mutate({ pictureUuid: picture.uuid, favorite: !picture.isUserFavorite })
        }
      />
    </>
  );
}

/** /new-picture-set: the set just added, its pictures, and the way on (spec 01 §2.7). */
export function NewPictureSetPage() {
  const { t } = useTranslation();
  return (
    <NewPictureSetFrame title={t("newPictureSet.title")}>
      {(set) => <Overview set={set} />}
    </NewPictureSetFrame>
  );
}
