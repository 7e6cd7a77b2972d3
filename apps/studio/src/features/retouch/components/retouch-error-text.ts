import type { TFunction } from "../../../lib/i18n.ts";
import type { RetouchUploadFailure } from "../api/retouch-queue.ts";

/** Why an upload failed, in the studio's language: each refusal of the file its own text, else the status's. */
export function retouchErrorText(error: RetouchUploadFailure, t: TFunction): string {
  if (error.code?.startsWith("studio_retouch_")) return t(`retouchQueue.errors.${error.code}`);
  if (error.status === 0) return t("errors.network");
  return error.status >= 500 ? t("errors.server_error") : t("errors.unknown");
}
