import type Sharp from "sharp";

let loading: Promise<typeof Sharp> | undefined;

/**
 * sharp, and libvips under it, loaded by the first image the process makes rather than at start (decision 0016, "The
 * first new picture, and half the buffers"): a restarted shop serves the thumbnails and previews it made before from
 * the storage, by their signed URLs alone, and keeps the library's memory (about 7 MiB) free until it makes a new one.
 * The first new image after a start waits for the load (0.2–0.3 s on a slow machine).
 */
export function loadSharp(): Promise<typeof Sharp> {
  loading ??= import("sharp").then((module) => module.default);
  return loading;
}
