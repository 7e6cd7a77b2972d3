import { useEffect } from "react";
import { useParams } from "react-router";
import { setCurrentPictureSet } from "../../../lib/current-picture-set.ts";
import { useTranslation } from "../../../lib/i18n.ts";
import { usePictureSet } from "../../../lib/queries/picture-set.ts";
import { PictureSetOverview } from "../components/PictureSetOverview.tsx";
import { PictureSetScaffold } from "../components/PictureSetScaffold.tsx";

/** /my-account/picture-sets/:pictureSetUuid: the set's pictures, favorites first, and what can be done with them. */
export function PictureSetPage() {
  const { t } = useTranslation();
  const { pictureSetUuid = "" } = useParams();
  const set = usePictureSet(pictureSetUuid);
  // The set a parent opens is the one they shop for: 'Buy products' and the template lists go on with it.
  const openedUuid = set.data?.uuid;
  const openedName = set.data?.subject.name;
  useEffect(() => {
    if (openedUuid !== undefined && openedName !== undefined) {
      setCurrentPictureSet({ uuid: openedUuid, name: openedName });
    }
  }, [openedUuid, openedName]);
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
