import type { Picture, PictureSet } from "@shop/contracts/picture-sets";
import { canChooseYearbookPose } from "@shop/domain/picture-set-rules";
import { EmptyState } from "@shop/ui/EmptyState";
import { LinkButton } from "@shop/ui/LinkButton";
import { GraduationCap, Heart, ImageDown, ImageOff, ShoppingBag } from "lucide-react";
import { lazy, Suspense } from "react";
import { useTranslation } from "../../../lib/i18n.ts";
import { orderPrintPath, usePrintOffers } from "../../../lib/queries/print-offers.ts";
import { useSettings } from "../../../lib/queries/settings.ts";
import { SharePicturesButton } from "../../../shared/sharing/SharePicturesButton.tsx";
import { isShareable } from "../../../shared/sharing/shareable.ts";
import { AwaitingInvoiceNote } from "../../../ui/AwaitingInvoiceNote.tsx";
import { DigitalCartButton } from "../../../ui/DigitalCartButton.tsx";
import { useToggleFavorite } from "../api/favorite.ts";
import { favoritesFirst } from "../favorites-first.ts";
import { pictureAlt } from "../picture-alt.ts";
import { DigitalOffersPanel } from "./DigitalOffersPanel.tsx";
import { LazyPictureViewer } from "./LazyPictureViewer.tsx";
import { PicturesByFavorite } from "./PicturesByFavorite.tsx";
import { PictureTile } from "./PictureTile.tsx";
import { priorityTiles } from "./picture-grid.ts";
import { useViewer } from "./useViewer.ts";

// 'Shared with' and its call are a chunk of their own, asked for once the page is drawn: the pictures do not wait
// for them, and the list below the pictures moves nothing when it arrives.
const SharedWith = lazy(async () => ({
  default: (await import("../../../shared/sharing/SharedWith.tsx")).SharedWith,
}));

/**
 * A set's own page below its heading: what can be done with it, its pictures, and below them its digital offers
 * (also one tap away through 'Buy digital pictures').
 */
export function PictureSetOverview({ set: data }: { set: PictureSet }) {
  const { t } = useTranslation();
  const favorite = useToggleFavorite(data.uuid);
  const viewer = useViewer(data.pictures);
  const currency = useSettings().data?.portal.currency ?? "NOK";
  const prints = usePrintOffers(data.pictures.length > 0);
  const ordered = favoritesFirst(data.pictures);
  const hasPictures = data.pictures.length > 0;
  const altFor = (picture: Picture) => pictureAlt(t, data, picture);
  const toggle = (picture: Picture) =>
    favorite.mutate({ pictureUuid: picture.uuid, favorite: !picture.isUserFavorite });
  /**
   * A bought picture has its download instead; one ordered on an unpaid invoice says it comes when the invoice is paid;
   * a type without single files for sale has no button.
   */
  const buyButton = (picture: Picture) => {
    if (picture.awaitingInvoice && !picture.bought) return <AwaitingInvoiceNote what="picture" compact />;
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

  // After the deadline the pose page can only say that it has expired: no button leads there.
  const mayChooseYearbookPose = canChooseYearbookPose({
    qualifyForSelectOwnFavorites: data.qualifyForSelectOwnFavorites,
    qualifyForSelectYearbookPose: data.qualifyForSelectYearbookPose,
    yearbookPoseExpired: data.job.yearbookPoseSelection.expired,
  });

  return (
    <>
      {/* Small buttons, two a row on a phone, so that the first pictures show in its first screen. */}
      <div className="mb-5 grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
        {data.qualifyForSelectOwnFavorites && hasPictures && (
          <LinkButton to={`/my-account/picture-sets/${data.uuid}/favorites`} variant="secondary" size="small">
            <Heart aria-hidden="true" className="size-4 shrink-0" />
            {t("pictureSets.setFavorites")}
          </LinkButton>
        )}
        {mayChooseYearbookPose && hasPictures && (
          <LinkButton
            to={`/my-account/picture-sets/${data.uuid}/yearbook-pose`}
            variant="secondary"
            size="small"
          >
            <GraduationCap aria-hidden="true" className="size-4 shrink-0" />
            {t("pictureSets.setYearbookPose")}
          </LinkButton>
        )}
        {data.digital.length > 0 && (
          <LinkButton to={`/products/digital-portraits/${data.subject.uuid}`} size="small">
            <ImageDown aria-hidden="true" className="size-4 shrink-0" />
            {t("pictureSets.buyDigitalPictures")}
          </LinkButton>
        )}
        <LinkButton to="/products/packages" size="small">
          <ShoppingBag aria-hidden="true" className="size-4 shrink-0" />
          {t("pictureSets.buyProducts")}
        </LinkButton>
        {isShareable(data) && <SharePicturesButton pictureSetUuid={data.uuid} size="small" />}
      </div>
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
              priority={index < priorityTiles}
            />
          )}
        />
      )}
      {hasPictures && (
        <DigitalOffersPanel subjectUuid={data.subject.uuid} offers={data.digital} currency={currency} />
      )}
      {!data.cameByInvite && (
        <Suspense fallback={null}>
          <SharedWith pictureSetUuid={data.uuid} />
        </Suspense>
      )}
      <LazyPictureViewer
        {...viewer.props}
        altFor={altFor}
        onToggleFavorite={toggle}
        {...((prints.data?.length ?? 0) > 0
          ? { printLink: (picture: Picture) => orderPrintPath(data.uuid, picture.uuid) }
          : {})}
      />
    </>
  );
}
