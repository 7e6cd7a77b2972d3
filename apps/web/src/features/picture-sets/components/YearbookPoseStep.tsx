import type { Picture, PictureSet } from "@shop/contracts/picture-sets";
import { canChooseYearbookPose, isYearbookPoseCandidate } from "@shop/domain/picture-set-rules";
import type { ReactNode } from "react";
import { formatDate } from "../../../lib/format.ts";
import { useTranslation } from "../../../lib/i18n.ts";
import { flowFacts } from "../../../lib/picture-set-facts.ts";
import { useChooseYearbookPose } from "../api/yearbook-pose.ts";
import { pictureAlt } from "../picture-alt.ts";
import { LazyPictureViewer } from "./LazyPictureViewer.tsx";
import { Unavailable } from "./Unavailable.tsx";
import { useViewer } from "./useViewer.ts";
import { YearbookPoseChooser } from "./YearbookPoseChooser.tsx";

type Props = {
  set: PictureSet;
  /** Under 'expired' when the pose can no longer be chosen, e.g. the way back to the set. */
  unavailableAction?: ReactNode;
  /** The bar at the bottom, told whether the pose can still be chosen. */
  footer: (open: boolean) => ReactNode;
};

/** Choosing the yearbook pose (the new-picture-set step and the set's own page), with its deadline. */
export function YearbookPoseStep({ set, unavailableAction, footer }: Props) {
  const { t } = useTranslation();
  const choose = useChooseYearbookPose(set.uuid);
  const viewer = useViewer(set.pictures);
  const altFor = (picture: Picture) => pictureAlt(t, set, picture);
  const deadline = set.job.yearbookPoseSelection.deadline;
  const open = canChooseYearbookPose(flowFacts(set));
  const candidates = set.pictures.filter(isYearbookPoseCandidate);
  return (
    <>
      {open ? (
        <>
          <p className="mb-1">{t("pictureSets.yearbookIntro")}</p>
          {deadline && (
            <p className="mb-4 text-sm text-muted">
              {t("pictureSets.yearbookDeadline", { date: formatDate(deadline) })}
            </p>
          )}
          <YearbookPoseChooser
            pictures={candidates}
            altFor={altFor}
            onChoose={(pictureUuid) => choose.mutate(pictureUuid)}
            onOpen={(index) => viewer.open(candidates, index)}
          />
        </>
      ) : (
        <Unavailable text={t("pictureSets.yearbookExpired")}>{unavailableAction}</Unavailable>
      )}
      {footer(open)}
      <LazyPictureViewer {...viewer.props} altFor={altFor} />
    </>
  );
}
