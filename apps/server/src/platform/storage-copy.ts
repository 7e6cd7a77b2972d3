import path from "node:path";
import type { Storage, StoredFile } from "./storage.ts";

const contentTypes: Record<string, string> = {
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".png": "image/png",
  ".webp": "image/webp",
  ".gif": "image/gif",
  ".svg": "image/svg+xml",
  ".pdf": "application/pdf",
  ".json": "application/json",
  ".csv": "text/csv",
  ".zip": "application/zip",
};

/** The content type a file is stored with, from its name (the shop serves files with the type its routes know). */
export function contentTypeFor(key: string): string {
  return contentTypes[path.extname(key).toLowerCase()] ?? "application/octet-stream";
}

export interface CopyProgress {
  file: StoredFile;
  /** Copied, or skipped because the target already holds a file of the same size under the key. */
  action: "copied" | "skipped";
  /** Files handled so far, this one included, and in all. */
  done: number;
  total: number;
}

export interface CopySummary {
  copied: number;
  copiedBytes: number;
  skipped: number;
  skippedBytes: number;
}

export interface CopyOptions {
  onFile?: (progress: CopyProgress) => void;
  /** Files copied at once; a few keep a remote bucket busy without holding many files in memory. */
  concurrency?: number;
}

/**
 * Copies every file of one storage into another under the same key. A file the target already holds with the
 * same size is skipped, so a copy that broke off can simply be run again.
 */
export async function copyStorage(
  from: Storage,
  to: Storage,
  options: CopyOptions = {},
): Promise<CopySummary> {
  const present = new Map<string, number>();
  for await (const file of to.list()) present.set(file.key, file.size);
  const files: StoredFile[] = [];
  for await (const file of from.list()) files.push(file);

  const summary: CopySummary = { copied: 0, copiedBytes: 0, skipped: 0, skippedBytes: 0 };
  let next = 0;
  let done = 0;
  let failed = false;
  const report = (file: StoredFile, action: CopyProgress["action"]) => {
    done += 1;
    options.onFile?.({ file, action, done, total: files.length });
  };

  async function copyEach(): Promise<void> {
    for (let file = files[next++]; file !== undefined && !failed; file = files[next++]) {
      if (present.get(file.key) === file.size) {
        summary.skipped += 1;
        summary.skippedBytes += file.size;
        report(file, "skipped");
        continue;
      }
      const data = await from.get(file.key);
      if (data === null) throw new Error(`${file.key} was removed during the copy`);
      await to.put(file.key, data, contentTypeFor(file.key));
      summary.copied += 1;
      summary.copiedBytes += data.length;
      report({ key: file.key, size: data.length }, "copied");
    }
  }

  // Each worker holds one file in memory at a time; after a failure the others stop at their next file.
  const worker = () =>
    copyEach().catch((error: unknown) => {
      failed = true;
      throw error;
    });
  const workers = Math.max(1, Math.min(options.concurrency ?? 4, files.length));
  await Promise.all(Array.from({ length: workers }, worker));
  return summary;
}
