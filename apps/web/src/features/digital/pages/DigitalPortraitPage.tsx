import { EmptyState } from "@shop/ui/EmptyState";
import { ErrorState } from "@shop/ui/ErrorState";
import { LinkButton } from "@shop/ui/LinkButton";
import { LoadingState } from "@shop/ui/LoadingState";
import { PageHeader } from "@shop/ui/PageHeader";
import { ImageOff } from "lucide-react";
import type { ReactNode } from "react";
import { useParams } from "react-router";
import { ApiError, errorText } from "../../../lib/api.ts";
import { useTranslation } from "../../../lib/i18n.ts";
import { useCart } from "../../../lib/queries/cart.ts";
import { useSettings } from "../../../lib/queries/settings.ts";
import { useDigitalPortrait } from "../api/digital-portrait.ts";
import { DigitalTypeSection } from "../components/DigitalTypeSection.tsx";

/** /products/digital-portraits/:subjectUuid: a picture set's digital sets and single pictures, by picture type. */
export function DigitalPortraitPage() {
  const { t } = useTranslation();
  const { subjectUuid = "" } = useParams();
  const portrait = useDigitalPortrait(subjectUuid);
  const currency = useSettings().data?.portal.currency ?? "NOK";
  const itemCount = useCart().data?.itemCount ?? 0;
  const back = { to: "/products/digital-portraits", label: t("digital.title") };
  const frame = (children: ReactNode) => (
    <div className="mx-auto flex w-full max-w-6xl flex-col px-4 py-6 sm:py-8">{children}</div>
  );

  if (portrait.isPending) return <LoadingState text={t("common.loading")} />;
  if (portrait.isError) {
    const err = portrait.error;
    // Another user's uuid, or one that is not a uuid at all, is simply not one of this user's sets.
    const notFound = err instanceof ApiError && (err.status === 404 || err.status === 400);
    return frame(
      <>
        <PageHeader title={t("digital.title")} back={back} />
        {notFound ? (
          <EmptyState
            icon={ImageOff}
            text={t("pictureSets.notFound")}
            link={{ to: "/products/digital-portraits", label: t("digital.title") }}
          />
        ) : (
          <ErrorState message={errorText(err, t)} onRetry={() => void portrait.refetch()} />
        )}
      </>,
    );
  }

  const { pictureSet, offers } = portrait.data;
  const hasOffers = offers.some((o) => o.set || (o.file && o.pictures.length > 0));
  return frame(
    <>
      <PageHeader title={pictureSet.subject.name} back={back}>
        <p className="text-muted">
          {pictureSet.job.name} · {pictureSet.year}
        </p>
      </PageHeader>
      {hasOffers ? (
        <div className="flex flex-col gap-10">
          {offers.map((offer) => (
            <DigitalTypeSection
              key={offer.type}
              subjectUuid={pictureSet.subject.uuid}
              subjectName={pictureSet.subject.name}
              offer={offer}
              currency={currency}
            />
          ))}
        </div>
      ) : (
        <EmptyState icon={ImageOff} text={t("digital.noneForSet")} />
      )}
      <div className="mt-10 flex flex-wrap gap-2 border-t border-border pt-6">
        {itemCount > 0 && <LinkButton to="/shopping-cart">{t("digital.toCart")}</LinkButton>}
        <LinkButton to={`/my-account/picture-sets/${pictureSet.subject.uuid}`} variant="secondary">
          {t("digital.toPictureSet")}
        </LinkButton>
      </div>
    </>,
  );
}
