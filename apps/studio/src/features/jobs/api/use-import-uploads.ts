import { useCallback, useRef, useState } from "react";
import type { Upload } from "tus-js-client";
import { importUpload, startOrResume } from "./tus-upload.ts";

export type FileState = "waiting" | "uploading" | "paused" | "done" | "failed";

export interface FileUpload {
  name: string;
  size: number;
  sent: number;
  state: FileState;
  error: string | null;
}

interface Entry extends FileUpload {
  file: File;
  upload: Upload | null;
}

/** Files going up at once: enough to keep the line busy, few enough that each shows its progress. */
const atOnce = 3;

/**
 * The files of one import going up, a few at a time, with each one's progress; paused and resumed all together. A
 * file of a name already in the list replaces it (a corrected roster.csv). The list lives in a ref, so starting an
 * upload is never repeated by a re-render; each change re-renders once.
 */
export function useImportUploads(batchUuid: string) {
  const entries = useRef<Entry[]>([]);
  const paused = useRef(false);
  const [, setVersion] = useState(0);
  const changed = useCallback(() => setVersion((v) => v + 1), []);

  const pump = useCallback(() => {
    if (paused.current) return;
    let running = entries.current.filter((e) => e.state === "uploading").length;
    for (const entry of entries.current) {
      if (running >= atOnce) break;
      if (entry.state !== "waiting") continue;
      running++;
      entry.state = "uploading";
      entry.upload = importUpload(entry.file, batchUuid, {
        progress: (sent) => {
          entry.sent = sent;
          changed();
        },
        success: () => {
          entry.state = "done";
          entry.sent = entry.size;
          changed();
          pump();
        },
        error: (message) => {
          entry.state = "failed";
          entry.error = message;
          changed();
          pump();
        },
      });
      void startOrResume(entry.upload);
    }
    changed();
  }, [batchUuid, changed]);

  const add = useCallback(
    (picked: readonly File[]) => {
      const names = new Set(picked.map((f) => f.name));
      for (const old of entries.current) if (names.has(old.name)) void old.upload?.abort();
      entries.current = [
        ...entries.current.filter((e) => !names.has(e.name)),
        ...picked.map((file) => ({
          name: file.name,
          size: file.size,
          sent: 0,
          state: "waiting" as const,
          error: null,
          file,
          upload: null,
        })),
      ];
      pump();
    },
    [pump],
  );

  const pause = useCallback(() => {
    paused.current = true;
    for (const entry of entries.current) {
      if (entry.state !== "uploading") continue;
      void entry.upload?.abort();
      entry.state = "paused";
    }
    changed();
  }, [changed]);

  const resume = useCallback(() => {
    paused.current = false;
    for (const entry of entries.current) {
      if (entry.state === "paused" || entry.state === "failed") {
        entry.state = "waiting";
        entry.error = null;
      }
    }
    pump();
  }, [pump]);

  const files: FileUpload[] = entries.current.map(({ name, size, sent, state, error }) => ({
    name,
    size,
    sent,
    state,
    error,
  }));
  const total = files.reduce((sum, f) => sum + f.size, 0);
  const sent = files.reduce((sum, f) => sum + Math.min(f.sent, f.size), 0);
  const allDone = files.length > 0 && files.every((f) => f.state === "done");
  const isPaused = paused.current;
  return { files, add, pause, resume, total, sent, allDone, isPaused };
}
