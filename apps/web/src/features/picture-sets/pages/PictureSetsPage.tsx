import { Button } from "@shop/ui/Button";
import { EmptyState } from "@shop/ui/EmptyState";
import { Images, Plus } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "../../../lib/i18n.ts";
import { usePictureSets } from "../../../lib/queries/picture-sets.ts";
import { AddPictureCodeDialog } from "../../../shared/picture-set-selector/AddPictureCodeDialog.tsx";
import { SharePromo } from "../../../shared/sharing/SharePromo.tsx";
import { isShareable } from "../../../shared/sharing/shareable.ts";
import { PictureSetCard } from "../components/PictureSetCard.tsx";
import { PictureSetScaffold } from "../components/PictureSetScaffold.tsx";

/** /my-account/picture-sets: one card per set the user has added. */
export function PictureSetsPage() {
  const { t } = useTranslation();
  const sets = usePictureSets();
  const [adding, setAdding] = useState(false);

  const addButton = (
    <Button onClick={() => setAdding(true)} className="self-start">
      <Plus aria-hidden="true" className="size-5" />
      {t("pictureSets.addPictureSet")}
    </Button>
  );

  return (
    <PictureSetScaffold
      query={sets}
      title={t("pictureSets.title")}
      back={{ to: "/my-account", label: t("account.title") }}
    >
      {(list) => (
        <>
          {list.length === 0 ? (
            <EmptyState icon={Images} text={t("pictureSets.empty")}>
              {addButton}
            </EmptyState>
          ) : (
            <>
              <div className="mb-4">{addButton}</div>
              {list.some(isShareable) && <SharePromo />}
              <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                {list.map((set) => (
                  <PictureSetCard key={set.uuid} set={set} />
                ))}
              </ul>
            </>
          )}
          <AddPictureCodeDialog open={adding} onOpenChange={setAdding} />
        </>
      )}
    </PictureSetScaffold>
  );
}
