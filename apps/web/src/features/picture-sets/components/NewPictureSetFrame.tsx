import type { PictureSet } from "@shop/contracts/picture-sets";
import { EmptyState } from "@shop/ui/EmptyState";
import { LinkButton } from "@shop/ui/LinkButton";
import { ImageOff, Images } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "../../../lib/i18n.ts";
import { useNewestPictureSet } from "../useNewestPictureSet.ts";
import { PictureSetScaffold } from "./PictureSetScaffold.tsx";

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
  return (
    <PictureSetScaffold
      query={useNewestPictureSet()}
      title={title}
      subtitle={(set) =>
        set && (
          <>
            <p className="text-xl font-semibold">{set.subject.name}</p>
            <p className="text-muted">{set.job.name}</p>
          </>
        )
      }
    >
      {(set) => {
        if (!set) {
          return (
            <EmptyState
              icon={Images}
              text={t("newPictureSet.noPictureSet")}
              link={{ to: "/my-account/add-picture-set", label: t("newPictureSet.addPictureSet") }}
            />
          );
        }
        if (set.pictures.length > 0) return children(set);
        return (
          <>
            <EmptyState icon={ImageOff} text={t("pictureSets.notYetAvailable")} />
            <div className="flex justify-center">
              <LinkButton to="/products/packages" variant="secondary">
                {t("newPictureSet.offers")}
              </LinkButton>
            </div>
          </>
        );
      }}
    </PictureSetScaffold>
  );
}
