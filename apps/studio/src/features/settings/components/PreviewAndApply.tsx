import type { StudioSettingsBody, StudioSettingsResult } from "@shop/contracts/studio-settings";
import { Button } from "@shop/ui/Button";
import { Card } from "@shop/ui/Card";
import { StickyFooter } from "@shop/ui/StickyFooter";
import { useEffect, useRef } from "react";
import { useTranslation } from "../../../lib/i18n.ts";
import { useApplySettings, usePreviewSettings } from "../api/settings.ts";
import { ChangeList } from "./ChangeList.tsx";
import { IssueList } from "./IssueList.tsx";

interface Props {
  /** What to preview and apply; null while there is nothing (no file chosen). */
  body: StudioSettingsBody | null;
  /** The preview or the applied result, kept by the page (a new edit clears it). */
  result: StudioSettingsResult | null;
  onResult: (result: StudioSettingsResult | null) => void;
}

/**
 * 'Preview changes' lists what applying would change (or the problems by field); 'Apply' applies exactly that. The
 * two stay in a bar at the bottom of the window while a long section is edited.
 */
export function PreviewAndApply({ body, result, onResult }: Props) {
  const { t } = useTranslation();
  const preview = usePreviewSettings();
  const apply = useApplySettings();
  const previewed = result?.ok === true && !result.applied;
  const changes = result?.ok === true ? result.changes.filter((c) => c.action !== "unchanged").length : 0;
  const shown = useRef<HTMLDivElement>(null);
  // What the preview or apply answered is read next: the focus goes there (the buttons stay in the bar below).
  useEffect(() => {
    if (result !== null) shown.current?.focus();
  }, [result]);
  const failure = preview.error ?? apply.error;
  return (
    <>
      <StickyFooter>
        <div className="flex flex-wrap gap-3">
          <Button
            variant="secondary"
            disabled={body === null}
            loading={preview.isPending}
            onClick={() => body && preview.mutate(body, { onSuccess: onResult })}
          >
            {t("settings.preview")}
          </Button>
          <Button
            disabled={!previewed || changes === 0 || body === null}
            loading={apply.isPending}
            onClick={() => body && apply.mutate(body, { onSuccess: onResult })}
          >
            {t("settings.apply")}
          </Button>
        </div>
      </StickyFooter>
      {failure && (
        <p role="alert" className="font-medium text-danger">
          {failure.message}
        </p>
      )}
      {result !== null && (
        <Card className="flex flex-col gap-4">
          <div ref={shown} tabIndex={-1} className="flex flex-col gap-4 outline-none">
            {result.ok === false && <IssueList issues={result.issues} />}
            {result.ok === true && result.applied && (
              <p role="status" className="font-semibold">
                {t("settings.applied", { count: changes })}
              </p>
            )}
            {result.ok === true && (
              <div>
                <h2 className="mb-2 text-lg font-bold">
                  {result.applied ? t("settings.appliedChanges") : t("settings.previewTitle")}
                </h2>
                <ChangeList changes={result.changes} />
              </div>
            )}
          </div>
        </Card>
      )}
    </>
  );
}
