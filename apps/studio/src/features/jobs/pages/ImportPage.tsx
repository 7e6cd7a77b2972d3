import { Button } from "@shop/ui/Button";
import { ErrorState } from "@shop/ui/ErrorState";
import { LinkButton } from "@shop/ui/LinkButton";
import { LoadingState } from "@shop/ui/LoadingState";
import { PageHeader } from "@shop/ui/PageHeader";
import { useEffect } from "react";
import { useParams } from "react-router";
import { useTranslation } from "../../../lib/i18n.ts";
import { useImport, useImportStep } from "../api/imports.ts";
import { useImportUploads } from "../api/use-import-uploads.ts";
import { FilePicker } from "../components/FilePicker.tsx";
import { ImportProgress } from "../components/ImportProgress.tsx";
import { ProblemsTable } from "../components/ProblemsTable.tsx";
import { UploadList } from "../components/UploadList.tsx";

const takesFiles = new Set(["uploading", "checked", "refused"]);

/**
 * One import: its files go up (resumably: dropped again after a reload, each carries on where it stopped), the roster
 * is checked and its problems shown by line beside what it keeps, skips or replaces, the photographer confirms, and the
 * background import's progress shows.
 */
export function ImportPage() {
  const { t } = useTranslation();
  const { batchUuid = "" } = useParams();
  const batch = useImport(batchUuid);
  const uploads = useImportUploads(batchUuid);
  const check = useImportStep(batchUuid, "check");
  const confirm = useImportStep(batchUuid, "confirm");
  const { refetch } = batch;
  // Once every file is up, the page shows the batch as the server holds it (a file sent again is counted there).
  useEffect(() => {
    if (uploads.allDone) void refetch();
  }, [uploads.allDone, refetch]);
  if (batch.isPending) return <LoadingState text={t("common.loading")} />;
  if (batch.isError) return <ErrorState message={batch.error.message} onRetry={() => void batch.refetch()} />;
  const data = batch.data;
  const open = takesFiles.has(data.state);
  const serverFiles = data.files.length;
  const serverMissing = data.files.filter((f) => !f.uploaded).length;
  const canCheck =
    open && serverFiles > 0 && (uploads.files.length === 0 ? serverMissing === 0 : uploads.allDone);
  const stepError = check.error ?? confirm.error;
  return (
    <>
      <PageHeader
        title={t("imports.title", { name: data.name })}
        back={{ to: "../..", label: t("jobs.title") }}
      />
      <div className="flex max-w-4xl flex-col gap-6">
        {open && (
          <>
            <FilePicker onFiles={uploads.add} />
            {uploads.files.length > 0 ? (
              <UploadList
                files={uploads.files}
                sent={uploads.sent}
                total={uploads.total}
                isPaused={uploads.isPaused}
                onPause={uploads.pause}
                onResume={uploads.resume}
              />
            ) : (
              serverFiles > 0 && (
                <p className="text-muted">
                  {serverMissing > 0
                    ? t("imports.resumeHint", { count: serverMissing })
                    : t("imports.onServer", { count: serverFiles })}
                </p>
              )
            )}
          </>
        )}
        {data.state === "refused" && (
          <>
            <ProblemsTable problems={data.problems} />
            <p>{t("imports.fixHint")}</p>
          </>
        )}
        {(data.state === "refused" || data.state === "checked") && data.warnings.length > 0 && (
          <ProblemsTable problems={data.warnings} kind="warnings" />
        )}
        {open && (
          <div className="flex flex-wrap items-center gap-3">
            <Button
              variant={data.state === "checked" ? "secondary" : "primary"}
              disabled={!canCheck}
              loading={check.isPending}
              onClick={() => check.mutate()}
            >
              {t("imports.check")}
            </Button>
            {data.state === "checked" && (
              <>
                <p className="font-semibold text-success">{t("imports.checked")}</p>
                <Button loading={confirm.isPending} onClick={() => confirm.mutate()}>
                  {t("imports.confirm")}
                </Button>
              </>
            )}
          </div>
        )}
        {stepError && (
          <p role="alert" className="text-danger">
            {stepError.message}
          </p>
        )}
        {(data.state === "queued" || data.state === "importing" || data.state === "imported") && (
          <ImportProgress batch={data} />
        )}
        {data.state === "failed" && (
          <>
            <ProblemsTable problems={data.problems} />
            <p>{t("imports.failedHint")}</p>
            <div>
              <LinkButton to={`../../import?name=${encodeURIComponent(data.name)}`} relative="path">
                {t("imports.again")}
              </LinkButton>
            </div>
          </>
        )}
      </div>
    </>
  );
}
