import type Sharp from "sharp";

let loading: Promise<typeof Sharp> | undefined;

/**
 * sharp, and libvips under it, loaded by the first image the process makes rather than at start (decision 0016, "What
 * loads with the first new picture"): a restarted shop serves the thumbnails and previews it made before from the
 * storage, by their signed URLs alone, and keeps the 6–8 MB of the library free until it makes a new one. The first
 * new image after a start waits the 0.1–0.3 s of the load.
 */
export function loadSharp(): Promise<typeof Sharp> {
  loading ??= import("sharp").then((module) => module.default);
  return loading;
}
