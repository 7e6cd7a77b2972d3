import { Button } from "@shop/ui/Button";
import { useTranslation } from "../../../lib/i18n.ts";
import type { FileUpload } from "../api/use-import-uploads.ts";

function percentOf(sent: number, total: number): number {
  return total === 0 ? 100 : Math.floor((sent / total) * 100);
}

/** The files going up: the progress of all together, pause and resume, and each file's own progress. */
export function UploadList({
  files,
  sent,
  total,
  isPaused,
  onPause,
  onResume,
}: {
  files: readonly FileUpload[];
  sent: number;
  total: number;
  isPaused: boolean;
  onPause: () => void;
  onResume: () => void;
}) {
  const { t } = useTranslation();
  const done = files.filter((f) => f.state === "done").length;
  const failed = files.some((f) => f.state === "failed");
  const busy = !isPaused && files.some((f) => f.state === "uploading" || f.state === "waiting");
  return (
    <section aria-label={t("imports.uploads")} className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-3">
        <label className="flex grow flex-col gap-1 text-sm font-semibold">
          {t("imports.allFiles", { done, count: files.length, percent: percentOf(sent, total) })}
          <progress className="h-3 w-full" max={total} value={sent} />
        </label>
        {busy && (
          <Button variant="secondary" onClick={onPause}>
            {t("imports.pause")}
          </Button>
        )}
        {(isPaused || failed) && !busy && <Button onClick={onResume}>{t("imports.resume")}</Button>}
      </div>
      <ul className="flex max-h-72 flex-col gap-1 overflow-y-auto rounded-lg border border-border p-2 text-sm">
        {files.map((file) => (
          <li key={file.name} className="grid grid-cols-[1fr_8rem_6rem] items-center gap-2">
            <span className="truncate">{file.name}</span>
            <progress
              className="h-2 w-full"
              max={file.size}
              value={file.sent}
              aria-label={t("imports.fileProgress", { name: file.name })}
            />
            <span className={file.state === "failed" ? "text-danger" : "text-muted"}>
              {file.state === "failed" ? t("imports.failed") : t(`imports.states.${file.state}`)}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
