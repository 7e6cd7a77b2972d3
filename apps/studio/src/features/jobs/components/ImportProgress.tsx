import type { ImportBatchResponse } from "@shop/contracts/job-imports";
import { LinkButton } from "@shop/ui/LinkButton";
import { useTranslation } from "../../../lib/i18n.ts";

/** The background import's progress: it goes on when the page is left, and the page shows where it is when opened. */
export function ImportProgress({ batch }: { batch: ImportBatchResponse }) {
  const { t } = useTranslation();
  const { filesDone, filesTotal, thumbnailsDone, thumbnailsTotal } = batch.progress;
  return (
    <section aria-label={t("imports.progress")} className="flex flex-col gap-3" aria-live="polite">
      {batch.state !== "imported" ? (
        <>
          <p>{t("imports.importing")}</p>
          <label className="flex flex-col gap-1 text-sm font-semibold">
            {t("imports.filesDone", { done: filesDone, count: filesTotal })}
            <progress className="h-3 w-full" max={Math.max(filesTotal, 1)} value={filesDone} />
          </label>
          <p className="text-sm text-muted">{t("imports.canLeave")}</p>
        </>
      ) : (
        <>
          <p className="font-semibold">
            {t("imports.imported", {
              subjects: batch.job?.newSubjects ?? 0,
              pictures: filesTotal,
              skipped: batch.job?.skippedPictures ?? 0,
            })}
          </p>
          <label className="flex flex-col gap-1 text-sm font-semibold">
            {t("imports.thumbnails", { done: thumbnailsDone, count: thumbnailsTotal })}
            <progress className="h-3 w-full" max={Math.max(thumbnailsTotal, 1)} value={thumbnailsDone} />
          </label>
          {batch.job && (
            <div>
              <LinkButton to={`../../${batch.job.uuid}`} relative="path">
                {t("imports.openJob")}
              </LinkButton>
            </div>
          )}
        </>
      )}
    </section>
  );
}
