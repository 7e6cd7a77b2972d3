import { useTranslation } from "../../../lib/i18n.ts";
import { OwnSetStep } from "../components/OwnSetStep.tsx";
import { YearbookPoseStep } from "../components/YearbookPoseStep.tsx";

/** /my-account/picture-sets/:pictureSetUuid/yearbook-pose: choose the one picture for the yearbook. */
export function PictureSetYearbookPosePage() {
  const { t } = useTranslation();
  return (
    <OwnSetStep title={t("pictureSets.yearbookTitle")}>
      {(set, ways) => (
        <YearbookPoseStep set={set} unavailableAction={ways.back} footer={(open) => open && ways.done()} />
      )}
    </OwnSetStep>
  );
}
