import type { Picture } from "@shop/contracts/picture-sets";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { LinkButton } from "../../../ui/LinkButton.tsx";
import { LoadingState } from "../../../ui/LoadingState.tsx";
import { PageHeader } from "../../../ui/PageHeader.tsx";
import { useToggleFavorite } from "../api/favorite.ts";
import { usePictureSet } from "../api/picture-set.ts";
import { FavoritesGrid } from "../components/FavoritesGrid.tsx";
import { Page } from "../components/Page.tsx";
import { PictureSetProblem } from "../components/PictureSetProblem.tsx";
import { PictureViewer } from "../components/PictureViewer.tsx";
import { StickyFooter } from "../components/StickyFooter.tsx";
import { Unavailable } from "../components/Unavailable.tsx";
import { useViewer } from "../components/useViewer.ts";
import { pictureAlt } from "../picture-alt.ts";

/** /my-account/picture-sets/:pictureSetUuid/favorites: mark the pictures the user likes best. */
export function PictureSetFavoritesPage() {
  const { t } = useTranslation();
  const { pictureSetUuid = "" } = useParams();
  const set = usePictureSet(pictureSetUuid);
  const favorite = useToggleFavorite(pictureSetUuid);
  const viewer = useViewer(set.data?.pictures ?? []);

  if (set.isPending) return <LoadingState text={t("common.loading")} />;
  if (set.isError) {
    return (
      <Page>
        <PictureSetProblem error={set.error} onRetry={() => void set.refetch()} />
      </Page>
    );
  }

  const data = set.data;
  const detail = `/my-account/picture-sets/${data.uuid}`;
  const altFor = (picture: Picture) => pictureAlt(t, data, picture);
  const toggle = (picture: Picture) =>
    favorite.mutate({ pictureUuid: picture.uuid, favorite: !picture.isUserFavorite });
  const count = data.pictures.filter((p) => p.isUserFavorite).length;

  return (
    <Page>
      <PageHeader title={t("pictureSets.favoritesTitle")} back={{ to: detail, label: data.subject.name }}>
        <p className="text-muted">
          {data.subject.name} · {data.job.name}
        </p>
      </PageHeader>
      {!data.qualifyForSelectOwnFavorites ? (
        <Unavailable text={t("pictureSets.favoritesUnavailable")}>
          <LinkButton to={detail} variant="secondary">
            {t("pictureSets.backToSet")}
          </LinkButton>
        </Unavailable>
      ) : (
        <>
          <p className="mb-4">{t("pictureSets.favoritesIntro")}</p>
          <FavoritesGrid
            pictures={data.pictures}
            altFor={altFor}
            onOpen={(index) => viewer.open(data.pictures, index)}
            onToggle={toggle}
          />
          <StickyFooter summary={t("pictureSets.favoriteCount", { count })}>
            <LinkButton to={detail}>{t("pictureSets.done")}</LinkButton>
          </StickyFooter>
        </>
      )}
      <PictureViewer
        pictures={viewer.pictures}
        index={viewer.index}
        onIndexChange={viewer.setIndex}
        onClose={viewer.close}
        altFor={altFor}
        onToggleFavorite={toggle}
      />
    </Page>
  );
}
