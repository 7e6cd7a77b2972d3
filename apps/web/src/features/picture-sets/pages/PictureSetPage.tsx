import type { Picture } from "@shop/contracts/picture-sets";
import { GraduationCap, Heart, ImageDown, ImageOff, ShoppingBag } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { useSettings } from "../../../lib/queries/settings.ts";
import { DigitalCartButton } from "../../../ui/DigitalCartButton.tsx";
import { EmptyState } from "../../../ui/EmptyState.tsx";
import { LinkButton } from "../../../ui/LinkButton.tsx";
import { LoadingState } from "../../../ui/LoadingState.tsx";
import { PageHeader } from "../../../ui/PageHeader.tsx";
import { useToggleFavorite } from "../api/favorite.ts";
import { usePictureSet } from "../api/picture-set.ts";
import { DigitalOffersPanel } from "../components/DigitalOffersPanel.tsx";
import { Page } from "../components/Page.tsx";
import { PictureSetProblem } from "../components/PictureSetProblem.tsx";
import { favoritesFirst, PicturesByFavorite } from "../components/PicturesByFavorite.tsx";
import { PictureTile } from "../components/PictureTile.tsx";
import { PictureViewer } from "../components/PictureViewer.tsx";
import { useViewer } from "../components/useViewer.ts";
import { pictureAlt } from "../picture-alt.ts";

/** /my-account/picture-sets/:pictureSetUuid: the set's pictures, favorites first, and what can be done with them. */
export function PictureSetPage() {
  const { t } = useTranslation();
  const { pictureSetUuid = "" } = useParams();
  const set = usePictureSet(pictureSetUuid);
  const favorite = useToggleFavorite(pictureSetUuid);
  const viewer = useViewer(set.data?.pictures ?? []);
  const currency = useSettings().data?.portal.currency ?? "NOK";
  const back = { to: "/my-account/picture-sets", label: t("pictureSets.title") };

  if (set.isPending) return <LoadingState text={t("common.loading")} />;
  if (set.isError) {
    return (
      <Page>
        <PictureSetProblem error={set.error} onRetry={() => void set.refetch()} />
      </Page>
    );
  }

  const data = set.data;
  const ordered = favoritesFirst(data.pictures);
  const hasPictures = data.pictures.length > 0;
  const altFor = (picture: Picture) => pictureAlt(t, data, picture);
  const toggle = (picture: Picture) =>
    favorite.mutate({ pictureUuid: picture.uuid, favorite: !picture.isUserFavorite });
  /** A bought picture has its download instead; a type without single files for sale has no button. */
  const buyButton = (picture: Picture) => {
    const offer = data.digital.find((o) => o.type === picture.pictureType);
    if (!offer?.file || picture.bought) return undefined;
    return (
      <DigitalCartButton
        target={{ kind: "file", pictureUuid: picture.uuid, type: picture.pictureType }}
        inCart={picture.inCart}
        disabled={!!offer.set?.inCart}
        compact
      />
    );
  };

  return (
    <Page>
      <PageHeader title={data.subject.name} back={back}>
        <p className="text-muted">
          {data.job.name} · {data.year}
        </p>
      </PageHeader>
      <div className="mb-6 flex flex-wrap gap-2">
        {data.qualifyForSelectOwnFavorites && hasPictures && (
          <LinkButton to={`/my-account/picture-sets/${data.uuid}/favorites`} variant="secondary">
            <Heart aria-hidden="true" className="size-5" />
            {t("pictureSets.setFavorites")}
          </LinkButton>
        )}
        {data.qualifyForSelectYearbookPose && hasPictures && (
          <LinkButton to={`/my-account/picture-sets/${data.uuid}/yearbook-pose`} variant="secondary">
            <GraduationCap aria-hidden="true" className="size-5" />
            {t("pictureSets.setYearbookPose")}
          </LinkButton>
        )}
        {data.digital.length > 0 && (
          <LinkButton to={`/products/digital-portraits/${data.subject.uuid}`}>
            <ImageDown aria-hidden="true" className="size-5" />
            {t("pictureSets.buyDigitalPictures")}
          </LinkButton>
        )}
        <LinkButton to="/products/packages">
          <ShoppingBag aria-hidden="true" className="size-5" />
          {t("pictureSets.buyProducts")}
        </LinkButton>
      </div>
      {hasPictures && (
        <DigitalOffersPanel subjectUuid={data.subject.uuid} offers={data.digital} currency={currency} />
      )}
      {!hasPictures ? (
        <EmptyState icon={ImageOff} text={t("pictureSets.notYetAvailable")} />
      ) : (
        <PicturesByFavorite
          pictures={data.pictures}
          renderPicture={(picture, index) => (
            <PictureTile
              key={picture.uuid}
              picture={picture}
              alt={altFor(picture)}
              onOpen={() => viewer.open(ordered, index)}
              onToggleFavorite={() => toggle(picture)}
              action={buyButton(picture)}
            />
          )}
        />
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
