/**
 * The query flags of the upload call (spec 02 §7, spec 03 §7: POST /system/iframes/upload_internal.php with
 * handleuploads, interface, redirect, uploadtype, json, thumbnails=640), as decision 0049 reads them. `handleuploads`,
 * `interface` and `thumbnails` change nothing: the call always takes the files and answers both previews.
 */

/**
 * The kinds of upload the call takes (`uploadtype`): the parent's own pictures, the only kind a parent uploads here
 * (left out, `1` or `user`). Another kind is refused, so a client of another kind never stores its files as a
 * parent's pictures.
 */
const ownPictureUploadTypes: ReadonlySet<string> = new Set(["", "1", "user"]);

export function isOwnPictureUpload(uploadtype: string | undefined): boolean {
  return ownPictureUploadTypes.has((uploadtype ?? "").trim().toLowerCase());
}

/** Characters no path of the shop holds: controls and spaces (browsers drop some), a backslash (read as a slash). */
function isUnsafe(character: string): boolean {
  const code = character.charCodeAt(0);
  return code <= 0x20 || code === 0x7f || character === "\\";
}

/**
 * Where a classic form's upload sends the browser afterwards (`redirect`): a path of the shop only, never another
 * site (`//evil.example`, `https://…`, `/\evil.example`), with its query kept; null for anything else.
 */
export function uploadRedirectPath(redirect: string | undefined): string | null {
  if (redirect === undefined || redirect.length > 1000) return null;
  if (!redirect.startsWith("/") || redirect.startsWith("//") || [...redirect].some(isUnsafe)) return null;
  return redirect;
}

/**
 * Whether the call answers JSON: when `json` asks for it (any value but 0, false, no), and always without a safe
 * redirect; a form without `json` and with a redirect is sent back there (303) instead.
 */
export function uploadAnswersJson(json: string | undefined, redirect: string | null): boolean {
  if (redirect === null) return true;
  return json !== undefined && !["", "0", "false", "no"].includes(json.trim().toLowerCase());
}

/** The redirect after an upload: the path with how many pictures were taken (`uploaded`), before its fragment. */
export function afterUploadPath(redirect: string, uploaded: number): string {
  const hashAt = redirect.indexOf("#");
  const path = hashAt === -1 ? redirect : redirect.slice(0, hashAt);
  const hash = hashAt === -1 ? "" : redirect.slice(hashAt);
  return `${path}${path.includes("?") ? "&" : "?"}uploaded=${uploaded}${hash}`;
}
