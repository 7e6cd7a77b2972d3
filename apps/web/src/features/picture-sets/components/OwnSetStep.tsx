import type { PictureSet } from "@shop/contracts/picture-sets";
import { LinkButton } from "@shop/ui/LinkButton";
import { StickyFooter } from "@shop/ui/StickyFooter";
import type { ReactNode } from "react";
import { useParams } from "react-router";
import { useTranslation } from "../../../lib/i18n.ts";
import { usePictureSet } from "../../../lib/queries/picture-set.ts";
import { PictureSetScaffold } from "./PictureSetScaffold.tsx";

/** The ways back to the set a step offers: under 'not available', and 'Done' in the bar at the bottom. */
type WaysBack = { back: ReactNode; done: (summary?: string) => ReactNode };

type Props = {
  title: string;
  children: (set: PictureSet, ways: WaysBack) => ReactNode;
};

/** A step on a set's own page (/my-account/picture-sets/:pictureSetUuid/…): the set of the address, and back. */
export function OwnSetStep({ title, children }: Props) {
  const { t } = useTranslation();
  const { pictureSetUuid = "" } = useParams();
  const set = usePictureSet(pictureSetUuid);
  const path = (data: PictureSet) => `/my-account/picture-sets/${data.uuid}`;
  return (
    <PictureSetScaffold
      query={set}
      title={() => title}
      back={(data) => ({ to: path(data), label: data.subject.name })}
      subtitle={(data) => (
        <p className="text-muted">
          {data.subject.name} · {data.job.name}
        </p>
      )}
    >
      {(data) =>
        children(data, {
          back: (
            <LinkButton to={path(data)} variant="secondary">
              {t("pictureSets.backToSet")}
            </LinkButton>
          ),
          done: (summary) => (
            <StickyFooter summary={summary}>
              <LinkButton to={path(data)}>{t("pictureSets.done")}</LinkButton>
            </StickyFooter>
          ),
        })
      }
    </PictureSetScaffold>
  );
}
