import { Images, Plus } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { errorText } from "../../../lib/api.ts";
import { Button } from "../../../ui/Button.tsx";
import { EmptyState } from "../../../ui/EmptyState.tsx";
import { ErrorState } from "../../../ui/ErrorState.tsx";
import { LoadingState } from "../../../ui/LoadingState.tsx";
import { PageHeader } from "../../../ui/PageHeader.tsx";
import { usePictureSets } from "../api/picture-sets.ts";
import { AddPictureCodeDialog } from "../components/AddPictureCodeDialog.tsx";
import { Page } from "../components/Page.tsx";
import { PictureSetCard } from "../components/PictureSetCard.tsx";

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

  const body = () => {
    if (sets.isPending) return <LoadingState text={t("common.loading")} />;
    if (sets.isError)
      return <ErrorState message={errorText(sets.error, t)} onRetry={() => void sets.refetch()} />;
    if (sets.data.length === 0) {
      return (
        <EmptyState icon={Images} text={t("pictureSets.empty")}>
          {addButton}
        </EmptyState>
      );
    }
    return (
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {sets.data.map((set) => (
          <PictureSetCard key={set.uuid} set={set} />
        ))}
      </ul>
    );
  };

  return (
    <Page>
      <PageHeader title={t("pictureSets.title")} back={{ to: "/my-account", label: t("account.title") }} />
      {sets.isSuccess && sets.data.length > 0 && <div className="mb-4">{addButton}</div>}
      {body()}
      <AddPictureCodeDialog open={adding} onOpenChange={setAdding} />
    </Page>
  );
}
