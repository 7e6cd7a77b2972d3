import type { Picture, PictureSet } from "@shop/contracts/picture-sets";
import { canChooseYearbookPose, yearbookPoseNext } from "@shop/domain/picture-set-rules";
import { useTranslation } from "react-i18next";
import { formatDate } from "../../../lib/format.ts";
import { useChooseYearbookPose } from "../api/yearbook-pose.ts";
import { NewPictureSetFrame } from "../components/NewPictureSetFrame.tsx";
import { NextStepFooter } from "../components/NextStepFooter.tsx";
import { PictureViewer } from "../components/PictureViewer.tsx";
import { Unavailable } from "../components/Unavailable.tsx";
import { useViewer } from "../components/useViewer.ts";
import { YearbookPoseChooser } from "../components/YearbookPoseChooser.tsx";
import { flowFacts } from "../newest.ts";
import { pictureAlt } from "../picture-alt.ts";

function ChoosePose({ set }: { set: PictureSet }) {
  const { t } = useTranslation();
  const choose = useChooseYearbookPose(set.uuid);
  const viewer = useViewer(set.pictures);
  const chosen = set.pictures.some((p) => p.isYearbookPose);
  const next = yearbookPoseNext(chosen);
  const altFor = (picture: Picture) => pictureAlt(t, set, picture);
  const deadline = set.job.yearbookPoseSelection.deadline;
  return (
    <>
      {canChooseYearbookPose(flowFacts(set)) ? (
        <>
          <p className="mb-1">{t("pictureSets.yearbookIntro")}</p>
          {deadline && (
            <p className="mb-4 text-sm text-muted">
              {t("pictureSets.yearbookDeadline", { date: formatDate(deadline) })}
            </p>
          )}
          <YearbookPoseChooser
            pictures={set.pictures}
            altFor={altFor}
            onChoose={(pictureUuid) => choose.mutate(pictureUuid)}
            onOpen={(index) => viewer.open(set.pictures, index)}
          />
        </>
      ) : (
        <Unavailable text={t("pictureSets.yearbookExpired")} />
      )}
      <NextStepFooter to={next.to} label={next.label} />
      <PictureViewer
        pictures={viewer.pictures}
        index={viewer.index}
        onIndexChange={viewer.setIndex}
        onClose={viewer.close}
        altFor={altFor}
      />
    </>
  );
}

/** /new-picture-set/yearbook-pose: choose the yearbook picture; 'Next' or 'Skip' leads to the offers. */
export function NewPictureSetYearbookPosePage() {
  const { t } = useTranslation();
  return (
    <NewPictureSetFrame title={t("newPictureSet.yearbookTitle")}>
      {(set) => <ChoosePose set={set} />}
    </NewPictureSetFrame>
  );
}
