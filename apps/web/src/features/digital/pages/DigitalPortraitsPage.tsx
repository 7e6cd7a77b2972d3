import { EmptyState } from "@shop/ui/EmptyState";
import { ErrorState } from "@shop/ui/ErrorState";
import { LoadingState } from "@shop/ui/LoadingState";
import { PageHeader } from "@shop/ui/PageHeader";
import { ImageOff } from "lucide-react";
import { errorText } from "../../../lib/api.ts";
import { useTranslation } from "../../../lib/i18n.ts";
import { useSettings } from "../../../lib/queries/settings.ts";
import { usePackagesPageName } from "../../../lib/shopped-picture-set.ts";
import { useDigitalPortraits } from "../api/digital-portraits.ts";
import { DigitalPictureSetCard } from "../components/DigitalPictureSetCard.tsx";

/** /products/digital-portraits: a card per picture set of the user that sells digital pictures (spec 02). */
export function DigitalPortraitsPage() {
  const { t } = useTranslation();
  const portraits = useDigitalPortraits();
  const currency = useSettings().data?.portal.currency ?? "NOK";
  const back = { to: "/products/packages", label: usePackagesPageName() };
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col px-4 py-6 sm:py-8">
      <PageHeader title={t("digital.title")} back={back}>
        <p className="text-muted">{t("digital.intro")}</p>
      </PageHeader>
      {portraits.isPending ? (
        <LoadingState text={t("common.loading")} />
      ) : portraits.isError ? (
        <ErrorState message={errorText(portraits.error, t)} onRetry={() => void portraits.refetch()} />
      ) : portraits.data.pictureSets.length === 0 ? (
        <EmptyState
          icon={ImageOff}
          text={t("digital.empty")}
          link={{ to: "/my-account/picture-sets", label: t("pictureSets.title") }}
        />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {portraits.data.pictureSets.map((item) => (
            <DigitalPictureSetCard key={item.subject.uuid} item={item} currency={currency} />
          ))}
        </ul>
      )}
    </div>
  );
}
