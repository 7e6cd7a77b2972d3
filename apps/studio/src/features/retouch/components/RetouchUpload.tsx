import type { StudioRetouchTask } from "@shop/contracts/studio-retouch";
import { Button } from "@shop/ui/Button";
import { useQueryClient } from "@tanstack/react-query";
import { type ChangeEvent, useRef, useState } from "react";
import { useTranslation } from "../../../lib/i18n.ts";
import { RetouchUploadFailure, retouchKeys, uploadRetouchedFile } from "../api/retouch-queue.ts";
import { retouchErrorText } from "./retouch-error-text.ts";

/** The file types the shop takes as a retouched file (the server decodes it to be sure). */
const accepted = "image/jpeg,image/png,image/webp,image/heif,image/heic,.heic,.heif";

type Upload =
  | { state: "idle" }
  | { state: "sending"; percent: number }
  | { state: "done" }
  | { state: "failed"; error: RetouchUploadFailure };

/**
 * Upload (or replace) one task's retouched file: a button that opens the file picker, the upload's progress, and what
 * came of it.
 * The row shows the task as the server answered, in place, so it does not leave the page it was uploaded on.
 */
export function RetouchUpload({
  task,
  onUploaded,
}: {
  task: StudioRetouchTask;
  onUploaded: (task: StudioRetouchTask) => void;
}) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const client = useQueryClient();
  const [upload, setUpload] = useState<Upload>({ state: "idle" });
  const sending = upload.state === "sending";

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file may be chosen again after a refusal.
    event.target.value = "";
    if (!file || sending) return;
    setUpload({ state: "sending", percent: 0 });
    uploadRetouchedFile(task.uuid, file, (fraction) =>
      setUpload({ state: "sending", percent: Math.round(fraction * 100) }),
    ).then(
      (done) => {
        setUpload({ state: "done" });
        onUploaded(done);
        // Other pages and filters read again when next shown; this one keeps its rows.
        void client.invalidateQueries({ queryKey: retouchKeys.all, refetchType: "none" });
      },
      (error: unknown) =>
        setUpload({
          state: "failed",
          error: error instanceof RetouchUploadFailure ? error : new RetouchUploadFailure(0, null),
        }),
    );
  };

  const label = task.state === "done" ? t("retouchQueue.replace") : t("retouchQueue.upload");
  return (
    <div className="flex flex-col items-start gap-2">
      <input
        ref={input}
        type="file"
        accept={accepted}
        hidden
        tabIndex={-1}
        onChange={choose}
        data-testid={`retouch-file-${task.uuid}`}
      />
      <Button
        variant={task.state === "done" ? "secondary" : "primary"}
        size="small"
        loading={sending}
        onClick={() => input.current?.click()}
        aria-label={`${label}: ${task.picture.webshopId}`}
      >
        {label}
      </Button>
      <div aria-live="polite" className="text-sm">
        {upload.state === "sending" && (
          <label className="flex flex-col gap-1">
            <span>{t("retouchQueue.uploading", { percent: upload.percent })}</span>
            <progress max={100} value={upload.percent} className="h-2 w-40" />
          </label>
        )}
        {upload.state === "done" && <p className="text-success">{t("retouchQueue.uploaded")}</p>}
        {upload.state === "failed" && (
          <p role="alert" className="text-danger">
            {retouchErrorText(upload.error, t)}
          </p>
        )}
      </div>
    </div>
  );
}
