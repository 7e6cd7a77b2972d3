import type { UploadedImage } from "@shop/contracts/uploads";
import { Button } from "@shop/ui/Button";
import { Dialog } from "@shop/ui/Dialog";
import { Check, CircleAlert, Loader } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { codeText } from "../../../lib/api.ts";
import { useTranslation } from "../../../lib/i18n.ts";
import { toast } from "../../../lib/toast.ts";
import { useAddRecentImage } from "./api/recent-images.ts";
import {
  isImageFile,
  runUploadQueue,
  type SendUpload,
  sendUpload,
  type UploadFailure,
  type UploadItem,
  uploadStatus,
} from "./upload-queue.ts";

export interface UploadsState {
  items: UploadItem[];
  running: boolean;
  retrying: boolean;
  /** 'Upload failed': why some file failed after every attempt (the connection, or a busy shop), or null. */
  failed: UploadFailure | null;
  /** The files the shop refused, with their reasons. */
  refused: UploadItem[];
}

const idle: UploadsState = {
  items: [],
  running: false,
  retrying: false,
  failed: null,
  refused: [],
};

/**
 * Uploads the files the parent chose (image files only), keeping the dialogs' state; a single file uploaded is
 * handed to `onSingle` to be placed at once (spec 02 §2).
 */
export function useUploads(options: { onSingle: (image: UploadedImage) => void; send?: SendUpload }) {
  const { t } = useTranslation();
  const addRecent = useAddRecentImage();
  const [state, setState] = useState<UploadsState>(idle);
  const live = useRef(true);
  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);
  const { onSingle, send = sendUpload } = options;

  const start = useCallback(
    async (chosen: readonly File[]) => {
      const files = chosen.filter(isImageFile);
      if (files.length < chosen.length) toast.error(t("editor.upload.notImage"));
      if (files.length === 0) return;
      setState({ ...idle, running: true });
      const result = await runUploadQueue(files, {
        send,
        onItem: (index, item) =>
          live.current &&
          setState((current) => {
            const items = [...current.items];
            items[index] = item;
            return { ...current, items };
          }),
        onRetrying: (retrying) => live.current && setState((current) => ({ ...current, retrying })),
        onUploaded: addRecent,
      });
      if (!live.current) return;
      // The status dialog closes when the queue is done; a failure or refusal opens its own dialog.
      setState((current) => ({
        ...current,
        items: [],
        running: false,
        retrying: false,
        failed: result.failed,
        refused: result.items.filter((item) => item.refusal !== null),
      }));
      const [only] = result.uploaded;
      if (files.length === 1 && only) onSingle(only);
    },
    [send, addRecent, onSingle, t],
  );

  const dismiss = useCallback(
    (what: "status" | "failed" | "refused") =>
      setState((current) => {
        // The status dialog stays while files are on their way.
        if (what === "status") return current;
        if (what === "failed") return { ...current, failed: null };
        return { ...current, refused: [] };
      }),
    [],
  );

  return { state, start, dismiss };
}

function StatusIcon({ item }: { item: UploadItem }) {
  if (item.status === uploadStatus.done) return <Check aria-hidden="true" className="size-4 text-primary" />;
  if (item.status === uploadStatus.failed)
    return <CircleAlert aria-hidden="true" className="size-4 text-red-700" />;
  if (item.status === uploadStatus.uploading)
    return <Loader aria-hidden="true" className="size-4 animate-spin motion-reduce:animate-none" />;
  return null;
}

const statusKey = {
  [uploadStatus.pending]: "editor.upload.pending",
  [uploadStatus.uploading]: "editor.upload.uploading",
  [uploadStatus.done]: "editor.upload.done",
  [uploadStatus.failed]: "editor.upload.failed",
} as const;

/**
 * 'Upload status' (per file its progress, and 'Retrying...' while a file is tried again), 'Upload failed' after the
 * last attempt (spec 02 §8; it says the shop was busy when each attempt met a busy shop), and the reasons of the files
 * the shop refused.
 */
export function UploadDialogs({
  state,
  onDismiss,
}: {
  state: UploadsState;
  onDismiss: (what: "status" | "failed" | "refused") => void;
}) {
  const { t } = useTranslation();
  const showStatus = state.running && state.items.length > 0;
  return (
    <>
      <Dialog
        open={showStatus}
        onOpenChange={(open) => !open && onDismiss("status")}
        title={t("editor.upload.statusTitle")}
      >
        <ul className="flex flex-col gap-3">
          {state.items.map((item, index) => {
            const percent = Math.round(item.progress * 100);
            const label = t("editor.upload.fileLabel", { number: index + 1 });
            return (
              // The list is rebuilt with each change of a file; its index is its identity.
              // biome-ignore lint/suspicious/noArrayIndexKey: files have no other key
              <li key={index} className="flex flex-col gap-1">
                <div className="flex items-center justify-between gap-2 text-sm">
                  <span className="min-w-0 truncate">{item.name || label}</span>
                  <span className="flex shrink-0 items-center gap-1 text-muted">
                    <StatusIcon item={item} />
                    {t(statusKey[item.status])}
                  </span>
                </div>
                <div
                  role="progressbar"
                  aria-label={label}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={percent}
                  className="h-2 overflow-hidden rounded-full bg-black/10"
                >
                  <div className="h-full bg-primary transition-[width]" style={{ width: `${percent}%` }} />
                </div>
              </li>
            );
          })}
        </ul>
        {state.retrying && (
          <p role="status" className="text-sm font-semibold">
            {t("editor.upload.retrying")}
          </p>
        )}
      </Dialog>

      <Dialog
        open={state.failed !== null}
        onOpenChange={(open) => !open && onDismiss("failed")}
        role="alertdialog"
        title={t("editor.upload.failedTitle")}
        description={t(state.failed === "busy" ? "editor.upload.busyText" : "editor.upload.failedText")}
        footer={<Button onClick={() => onDismiss("failed")}>{t("editor.upload.ok")}</Button>}
      >
        <p>{t(state.failed === "busy" ? "editor.upload.busyHint" : "editor.upload.failedHint")}</p>
      </Dialog>

      <Dialog
        open={state.failed === null && state.refused.length > 0}
        onOpenChange={(open) => !open && onDismiss("refused")}
        role="alertdialog"
        title={t("editor.upload.refusedTitle")}
        footer={<Button onClick={() => onDismiss("refused")}>{t("editor.upload.ok")}</Button>}
      >
        <ul className="flex flex-col gap-2">
          {state.refused.map((item, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: files have no other key
            <li key={index}>
              <span className="font-semibold">{item.name}</span>:{" "}
              {item.refusal ? codeText(item.refusal.code, item.refusal.params, t) : null}
            </li>
          ))}
        </ul>
      </Dialog>
    </>
  );
}
