import type { Picture } from "@shop/contracts/picture-sets";
import { canChooseYearbookPose } from "@shop/domain/picture-set-rules";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { formatDate } from "../../../lib/format.ts";
import { LinkButton } from "../../../ui/LinkButton.tsx";
import { LoadingState } from "../../../ui/LoadingState.tsx";
import { PageHeader } from "../../../ui/PageHeader.tsx";
import { usePictureSet } from "../api/picture-set.ts";
import { useChooseYearbookPose } from "../api/yearbook-pose.ts";
import { Page } from "../components/Page.tsx";
import { PictureSetProblem } from "../components/PictureSetProblem.tsx";
import { PictureViewer } from "../components/PictureViewer.tsx";
import { StickyFooter } from "../components/StickyFooter.tsx";
import { Unavailable } from "../components/Unavailable.tsx";
import { useViewer } from "../components/useViewer.ts";
import { YearbookPoseChooser } from "../components/YearbookPoseChooser.tsx";
import { flowFacts } from "../newest.ts";
import { pictureAlt } from "../picture-alt.ts";

/** /my-account/picture-sets/:pictureSetUuid/yearbook-pose: choose the one picture for the yearbook. */
export function PictureSetYearbookPosePage() {
  const { t } = useTranslation();
  const { pictureSetUuid = "" } = useParams();
  const set = usePictureSet(pictureSetUuid);
  const choose = useChooseYearbookPose(pictureSetUuid);
  const viewer = useViewer(set.data?.pictures ?? []);

  if (set.isPending) return <LoadingState text={t("common.loading")} />;
  if (set.isError) {
    return (
      <Page>
        <PictureSetProblem error={set.error} onRetry={() => void set.refetch()} />
      </Page>
    );
  }

  const data = set.data;
  const detail = `/my-account/picture-sets/${data.uuid}`;
  const altFor = (picture: Picture) => pictureAlt(t, data, picture);
  const deadline = data.job.yearbookPoseSelection.deadline;
  const open = canChooseYearbookPose(flowFacts(data));

  return (
    <Page>
      <PageHeader title={t("pictureSets.yearbookTitle")} back={{ to: detail, label: data.subject.name }}>
        <p className="text-muted">
          {data.subject.name} · {data.job.name}
        </p>
      </PageHeader>
      {!open ? (
        <Unavailable text={t("pictureSets.yearbookExpired")}>
          <LinkButton to={detail} variant="secondary">
            {t("pictureSets.backToSet")}
          </LinkButton>
        </Unavailable>
      ) : (
        <>
          <p className="mb-1">{t("pictureSets.yearbookIntro")}</p>
          {deadline && (
            <p className="mb-4 text-sm text-muted">
              {t("pictureSets.yearbookDeadline", { date: formatDate(deadline) })}
            </p>
          )}
          <YearbookPoseChooser
            pictures={data.pictures}
            altFor={altFor}
            onChoose={(pictureUuid) => choose.mutate(pictureUuid)}
            onOpen={(index) => viewer.open(data.pictures, index)}
          />
          <StickyFooter>
            <LinkButton to={detail}>{t("pictureSets.done")}</LinkButton>
          </StickyFooter>
        </>
      )}
      <PictureViewer
        pictures={viewer.pictures}
        index={viewer.index}
        onIndexChange={viewer.setIndex}
        onClose={viewer.close}
        altFor={altFor}
      />
    </Page>
  );
}
