import { FolderUp } from "lucide-react";
import { type DragEvent, useState } from "react";
import { useTranslation } from "../../../lib/i18n.ts";

/** Files a job folder holds besides what the import reads: the computer's own and hidden ones are left out. */
function isJobFile(file: File): boolean {
  return !file.name.startsWith(".") && file.name !== "Thumbs.db";
}

/**
 * Where the photographer drops a job folder (its photos and roster.csv) or a zip, or picks them: a folder through the
 * browser's folder dialog, files or a zip through the file dialog.
 */
export function FilePicker({ onFiles }: { onFiles: (files: File[]) => void }) {
  const { t } = useTranslation();
  const [over, setOver] = useState(false);
  const take = (list: FileList | null) => {
    const files = [...(list ?? [])].filter(isJobFile);
    if (files.length > 0) onFiles(files);
  };
  const drop = async (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    const items = [...event.dataTransfer.items];
    const entries = items.map((item) => item.webkitGetAsEntry?.()).filter((e): e is FileSystemEntry => !!e);
    if (entries.length === 0) return take(event.dataTransfer.files);
    const files: File[] = [];
    const walk = async (entry: FileSystemEntry): Promise<void> => {
      if (entry.isFile) {
        files.push(
          await new Promise<File>((resolve, reject) => (entry as FileSystemFileEntry).file(resolve, reject)),
        );
      } else if (entry.isDirectory) {
        const reader = (entry as FileSystemDirectoryEntry).createReader();
        for (;;) {
          const batch = await new Promise<FileSystemEntry[]>((resolve, reject) =>
            reader.readEntries(resolve, reject),
          );
          if (batch.length === 0) break;
          for (const child of batch) await walk(child);
        }
      }
    };
    for (const entry of entries) await walk(entry);
    const picked = files.filter(isJobFile);
    if (picked.length > 0) onFiles(picked);
  };
  return (
    <section
      aria-label={t("imports.dropLabel")}
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => void drop(event)}
      className={`flex flex-col items-center gap-3 rounded-xl border-2 border-dashed p-8 text-center ${over ? "border-primary bg-primary/5" : "border-border"}`}
    >
      <FolderUp aria-hidden="true" className="size-10 text-muted" />
      <p>{t("imports.drop")}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <label className="inline-flex min-h-11 cursor-pointer items-center rounded-lg border border-border px-4 font-semibold focus-within:ring-2 focus-within:ring-primary">
          {t("imports.chooseFolder")}
          <input
            type="file"
            className="sr-only"
            multiple
            // The browser's folder dialog: every file of the chosen folder.
            {...{ webkitdirectory: "" }}
            onChange={(event) => take(event.target.files)}
          />
        </label>
        <label className="inline-flex min-h-11 cursor-pointer items-center rounded-lg border border-border px-4 font-semibold focus-within:ring-2 focus-within:ring-primary">
          {t("imports.chooseFiles")}
          <input
            type="file"
            className="sr-only"
            multiple
            accept=".jpg,.jpeg,.png,.tif,.tiff,.webp,.heic,.heif,.csv,.zip"
            onChange={(event) => take(event.target.files)}
          />
        </label>
      </div>
    </section>
  );
}
