import { yearbookPoseNext } from "@shop/domain/picture-set-rules";
import { useTranslation } from "../../../lib/i18n.ts";
import { NewPictureSetFrame } from "../components/NewPictureSetFrame.tsx";
import { NextStepFooter } from "../components/NextStepFooter.tsx";
import { YearbookPoseStep } from "../components/YearbookPoseStep.tsx";

/** /new-picture-set/yearbook-pose: choose the yearbook picture; 'Next' or 'Skip' leads to the offers. */
export function NewPictureSetYearbookPosePage() {
  const { t } = useTranslation();
  return (
    <NewPictureSetFrame title={t("newPictureSet.yearbookTitle")}>
      {(set) => {
        const next = yearbookPoseNext(set.pictures.some((p) => p.isYearbookPose));
        return (
          <YearbookPoseStep set={set} footer={() => <NextStepFooter to={next.to} label={next.label} />} />
        );
      }}
    </NewPictureSetFrame>
  );
}
