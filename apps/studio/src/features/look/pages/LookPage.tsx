import { ErrorState } from "@shop/ui/ErrorState";
import { LinkButton } from "@shop/ui/LinkButton";
import { LoadingState } from "@shop/ui/LoadingState";
import { PageHeader } from "@shop/ui/PageHeader";
import { useTranslation } from "../../../lib/i18n.ts";
import { useLook } from "../api/look.ts";
import { ColorsForm } from "../components/ColorsForm.tsx";
import { LookFileCard } from "../components/LookFileCard.tsx";

/** The shop's look (owner only): colours with their contrast figures, logo, front picture, favicon; the pages. */
export function LookPage() {
  const { t } = useTranslation();
  const look = useLook();
  return (
    <>
      <PageHeader title={t("look.title")} />
      <div className="mb-6">
        <LinkButton to="/look/pages" variant="secondary">
          {t("look.pages.title")}
        </LinkButton>
      </div>
      {look.isPending ? (
        <LoadingState text={t("common.loading")} />
      ) : look.isError ? (
        <ErrorState message={look.error.message} onRetry={() => void look.refetch()} />
      ) : (
        <div className="flex flex-col gap-6">
          <ColorsForm look={look.data} />
          <div className="grid gap-6 lg:grid-cols-2">
            <LookFileCard which="logo" current={look.data.logo} alt={look.data.shopName} />
            <LookFileCard which="favicon" current={look.data.favicon} alt={t("look.files.favicon.title")} />
          </div>
          <LookFileCard
            which="front-picture"
            current={
              look.data.frontPicture ??
              (look.data.backgroundImage ? { url: look.data.backgroundImage } : null)
            }
            alt={t("look.files.front-picture.title")}
          />
        </div>
      )}
    </>
  );
}
