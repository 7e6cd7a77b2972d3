import { useParams } from "react-router";
import { useTranslation } from "../../../lib/i18n.ts";
import { usePictureSet } from "../api/picture-set.ts";
import { PictureSetOverview } from "../components/PictureSetOverview.tsx";
import { PictureSetScaffold } from "../components/PictureSetScaffold.tsx";

/** /my-account/picture-sets/:pictureSetUuid: the set's pictures, favorites first, and what can be done with them. */
export function PictureSetPage() {
  const { t } = useTranslation();
  const { pictureSetUuid = "" } = useParams();
  const set = usePictureSet(pictureSetUuid);
  return (
    <PictureSetScaffold
      query={set}
      title={(data) => data.subject.name}
      back={{ to: "/my-account/picture-sets", label: t("pictureSets.title") }}
      subtitle={(data) => (
        <p className="text-muted">
          {data.job.name} · {data.year}
        </p>
      )}
    >
      {(data) => <PictureSetOverview set={data} />}
    </PictureSetScaffold>
  );
}
