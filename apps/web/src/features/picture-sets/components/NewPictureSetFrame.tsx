import type { PictureSet } from "@shop/contracts/picture-sets";
import { ImageOff, Images } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { errorText } from "../../../lib/api.ts";
import { EmptyState } from "../../../ui/EmptyState.tsx";
import { ErrorState } from "../../../ui/ErrorState.tsx";
import { LinkButton } from "../../../ui/LinkButton.tsx";
import { LoadingState } from "../../../ui/LoadingState.tsx";
import { useNewestPictureSet } from "../useNewestPictureSet.ts";
import { Page } from "./Page.tsx";
import { PictureSetProblem } from "./PictureSetProblem.tsx";

type Props = {
  title: string;
  /** The step itself, once the newest set and its pictures are there. */
  children: (set: PictureSet) => ReactNode;
};

/**
 * What the three new-picture-set steps share: the newest set, its heading, and the texts for no set at all
 * ('No pictures currently available.') and for a set whose pictures are not ready yet.
 */
export function NewPictureSetFrame({ title, children }: Props) {
  const { t } = useTranslation();
  const { list, newest, detail } = useNewestPictureSet();

  const body = () => {
    if (list.isPending || (newest && detail.isPending)) return <LoadingState text={t("common.loading")} />;
    if (list.isError)
      return <ErrorState message={errorText(list.error, t)} onRetry={() => void list.refetch()} />;
    if (!newest) {
      return (
        <EmptyState icon={Images} text={t("newPictureSet.noPictureSet")}>
          <LinkButton to="/my-account/add-picture-set" variant="secondary">
            {t("newPictureSet.addPictureSet")}
          </LinkButton>
        </EmptyState>
      );
    }
    if (detail.isError)
      return <PictureSetProblem error={detail.error} onRetry={() => void detail.refetch()} />;
    if (!detail.data) return null;
    const set = detail.data;
    return (
      <>
        <div className="mb-4">
          <p className="text-xl font-semibold">{set.subject.name}</p>
          <p className="text-muted">{set.job.name}</p>
        </div>
        {set.pictures.length === 0 ? (
          <>
            <EmptyState icon={ImageOff} text={t("pictureSets.notYetAvailable")} />
            <div className="flex justify-center">
              <LinkButton to="/products/packages" variant="secondary">
                {t("newPictureSet.offers")}
              </LinkButton>
            </div>
          </>
        ) : (
          children(set)
        )}
      </>
    );
  };

  return (
    <Page>
      <h1 className="mb-2 text-2xl font-bold sm:text-3xl">{title}</h1>
      {body()}
    </Page>
  );
}
