import { Upload } from "tus-js-client";

/** Where the studio's files go up (the jobs module's tus endpoint). */
const endpoint = "/api/studio/uploads";

export interface UploadCallbacks {
  progress(sent: number, total: number): void;
  success(): void;
  error(message: string): void;
}

/**
 * One file of an import as a resumable upload. Its fingerprint names the import, so the same photo dropped into another
 * import starts anew, while this import's upload, interrupted by a dropped connection or a closed page, carries on
 * from what the server holds (tus-js-client keeps the upload's address in the browser's storage until it is whole).
 */
export function importUpload(file: File, batchUuid: string, on: UploadCallbacks): Upload {
  return new Upload(file, {
    endpoint,
    metadata: { batch: batchUuid, filename: file.name },
    // A lost connection costs at most a chunk; the server keeps what arrived.
    chunkSize: 8 * 1024 * 1024,
    retryDelays: [0, 1000, 3000, 5000, 10000],
    fingerprint: async (f) => ["studio-import", batchUuid, f.name, f.size, f.lastModified].join("/"),
    removeFingerprintOnSuccess: true,
    onProgress: on.progress,
    onSuccess: on.success,
    onError: (error) => on.error(error.message),
  });
}

/** Starts the upload, from where an earlier one of the same file stopped if the browser remembers it. */
export async function startOrResume(upload: Upload): Promise<void> {
  const previous = await upload.findPreviousUploads();
  if (previous[0]) upload.resumeFromPreviousUpload(previous[0]);
  upload.start();
}
