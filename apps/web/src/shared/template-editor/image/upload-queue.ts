import type { ErrorCode, ErrorParams } from "@shop/contracts/error-codes";
import { type UploadedImage, UploadResponse } from "@shop/contracts/uploads";
import { uploadLimits } from "@shop/domain/limits";
import { ApiError, errorAnswerOf } from "../../../lib/api.ts";
import { i18n } from "../../../lib/i18n.ts";
import type { EditorPicture } from "../types.ts";

/**
 * The editor's upload queue (spec 02 §2 Upload, §9; spec 03 §3 upload item, §5, §9): each file in turn, tried again
 * up to uploadLimits.retries times after its first try, uploadLimits.retryWaitMs apart, when the network fails or the
 * shop answers 5xx (a 503 when its decoder is busy). A file the shop refuses (4xx: not a picture, too large, …) is not
 * tried again; its reason is kept to show.
 */

/** Spec 03 §3: 0 pending, 1 uploading, 2 done, -1 failed. */
export const uploadStatus = { pending: 0, uploading: 1, done: 2, failed: -1 } as const;
export type UploadStatus = (typeof uploadStatus)[keyof typeof uploadStatus];

export interface UploadItem {
  /** The file's name, shown to the parent who chose it (never sent anywhere else). */
  name: string;
  status: UploadStatus;
  /** 0–1 of the current attempt's bytes sent. */
  progress: number;
  /** The uploaded picture's uuid once done. */
  uuid: string | null;
  /** Why the shop refused the file (a 4xx answer's code), or null. */
  refusal: { code: ErrorCode; params: ErrorParams | null } | null;
  /** A file that failed after every attempt met a busy shop (503 upload_busy) each time, not a failing connection. */
  busy: boolean;
}

/**
 * Why files failed after every attempt: the connection ('Upload failed', spec 02 §8), or a shop too busy to take them
 * each time (the connection is fine: blaming it would send the parent to check what works).
 */
export type UploadFailure = "connection" | "busy";

export const uploadPath =
  "/system/iframes/upload_internal.php?handleuploads=1&interface=2&json=1&thumbnails=640";

/** Sends one file; resolves with the picture the shop made of it, rejects with ApiError (an answer) or a network error. */
export type SendUpload = (file: File, onProgress: (fraction: number) => void) => Promise<UploadedImage>;

/** Spec 03 §5: only files whose type begins with image are uploaded. */
export function isImageFile(file: Pick<File, "type">): boolean {
  return file.type.startsWith("image");
}

/** A failure worth another try: the network's, or the shop's own (5xx). A refusal (4xx) is final. */
export function isRetryable(error: unknown): boolean {
  return !(error instanceof ApiError) || error.status >= 500;
}

/** The shop's answer that its decoder is busy: it took the request and asks for the file again later. */
export function isShopBusy(error: unknown): boolean {
  return error instanceof ApiError && error.status === 503 && errorAnswerOf(error)?.code === "upload_busy";
}

/** The upload call with XMLHttpRequest, which reports the bytes sent (fetch does not). */
export const sendUpload: SendUpload = (file, onProgress) =>
  new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", uploadPath);
    xhr.withCredentials = true;
    xhr.setRequestHeader("accept", "application/json");
    xhr.setRequestHeader("x-shop-language", i18n.language);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      let json: unknown = null;
      try {
        json = xhr.responseText === "" ? null : JSON.parse(xhr.responseText);
      } catch {
        json = null;
      }
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(new ApiError(xhr.status, json, `Upload failed (${xhr.status})`));
        return;
      }
      const parsed = UploadResponse.safeParse(json);
      const image = parsed.success ? parsed.data.files[0] : undefined;
      if (image) resolve(image);
      else reject(new ApiError(502, json, "The upload's answer could not be read"));
    };
    xhr.onerror = () => reject(new TypeError("network"));
    xhr.ontimeout = () => reject(new TypeError("network"));
    xhr.onabort = () => reject(new TypeError("network"));
    const form = new FormData();
    form.append("images[]", file);
    xhr.send(form);
  });

export interface QueueDeps {
  send: SendUpload;
  /** Waits between attempts (tests pass fake timers' setTimeout through the default). */
  wait?: (ms: number) => Promise<void>;
  /** Each change of an item, by its index. */
  onItem: (index: number, item: UploadItem) => void;
  /** Whether a file is being tried again (the 'Retrying...' note). */
  onRetrying: (retrying: boolean) => void;
  /** A file is done: its picture. */
  onUploaded: (image: UploadedImage) => void;
}

const defaultWait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Uploads one file with its retries; answers the final item. */
async function uploadWithRetries(file: File, index: number, deps: QueueDeps): Promise<UploadItem> {
  const wait = deps.wait ?? defaultWait;
  let item: UploadItem = {
    name: file.name,
    status: uploadStatus.pending,
    progress: 0,
    uuid: null,
    refusal: null,
    busy: false,
  };
  const set = (change: Partial<UploadItem>) => {
    item = { ...item, ...change };
    deps.onItem(index, item);
  };
  const attempts = 1 + uploadLimits.retries;
  let busyEveryTime = true;
  for (let attempt = 1; attempt <= attempts; attempt++) {
    set({ status: uploadStatus.uploading, progress: 0 });
    try {
      const image = await deps.send(file, (progress) => set({ progress }));
      deps.onRetrying(false);
      deps.onUploaded(image);
      set({ status: uploadStatus.done, progress: 1, uuid: image.uuid });
      return item;
    } catch (error) {
      if (!isRetryable(error)) {
        deps.onRetrying(false);
        set({
          status: uploadStatus.failed,
          refusal: errorAnswerOf(error) ?? { code: "upload_not_an_image", params: null },
        });
        return item;
      }
      busyEveryTime &&= isShopBusy(error);
      if (attempt === attempts) break;
      deps.onRetrying(true);
      await wait(uploadLimits.retryWaitMs);
    }
  }
  deps.onRetrying(false);
  set({ status: uploadStatus.failed, busy: busyEveryTime });
  return item;
}

export interface QueueResult {
  items: UploadItem[];
  /** The pictures made, in the order of the files. */
  uploaded: UploadedImage[];
  /**
   * Why some file failed after every attempt, null when none did: 'connection' when any of them met a failing network
   * or another of the shop's errors, 'busy' when each of their attempts met a busy shop.
   */
  failed: UploadFailure | null;
}

/** Uploads the files one after another (image files only; the caller filters with isImageFile). */
export async function runUploadQueue(files: readonly File[], deps: QueueDeps): Promise<QueueResult> {
  const items: UploadItem[] = files.map((file) => ({
    name: file.name,
    status: uploadStatus.pending,
    progress: 0,
    uuid: null,
    refusal: null,
    busy: false,
  }));
  for (const [index, item] of items.entries()) deps.onItem(index, item);
  const uploaded: UploadedImage[] = [];
  for (const [index, file] of files.entries()) {
    items[index] = await uploadWithRetries(file, index, {
      ...deps,
      onUploaded: (image) => {
        uploaded.push(image);
        deps.onUploaded(image);
      },
    });
  }
  const gaveUp = items.filter((item) => item.status === uploadStatus.failed && item.refusal === null);
  return {
    items,
    uploaded,
    failed: gaveUp.length === 0 ? null : gaveUp.every((item) => item.busy) ? "busy" : "connection",
  };
}

/** An upload as the editor places it. */
export function editorPictureOf(image: UploadedImage): EditorPicture {
  return {
    uuid: image.uuid,
    webshopId: image.webshopId,
    width: image.width,
    height: image.height,
    type: null,
    groupPicture: false,
    userUploaded: true,
    greenscreen: false,
    thumbnailUrl: image.urls.thumbnail,
    previewUrl: image.urls.preview,
    cutoutUrl: null,
  };
}
