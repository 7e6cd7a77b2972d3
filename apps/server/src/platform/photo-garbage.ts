import v8 from "node:v8";
import { runInNewContext } from "node:vm";

type Collector = (options: { type: "minor" | "major" }) => void;

/**
 * V8's collector, reached once: `--expose-gc` set for a moment puts `gc` on a new context's global only, so no other
 * code of the process sees it. Undefined where the flag is refused.
 */
function findCollector(): Collector | undefined {
  v8.setFlagsFromString("--expose-gc");
  try {
    return runInNewContext("gc") as Collector;
  } catch {
    return undefined;
  } finally {
    v8.setFlagsFromString("--no-expose-gc");
  }
}

let collector: Collector | undefined | null = null;

/**
 * Above this many bytes of buffers left after the young generation's collection, the whole heap is collected too
 * (about three photos' worth: a whole collection every third photo or so).
 */
export const wholeCollectionAboveBytes = 16_000_000;

/**
 * Frees at once the large buffers a photo of a job import left behind (its upload's 64 KiB socket chunks, its file
 * read whole, its re-encoded JPEG and thumbnails). They live outside V8's heap, the heap hardly grows while a photo
 * is handled, and so V8 collected them only once 64 MB of them had piled up: the process's resident memory kept that
 * high-water mark for good (docs/performance.md, "The studio's job import"). The young generation's collection (about
 * a millisecond) frees the buffers of a short request; those held across a decode, or those of the other uploads
 * still being written while a PATCH ends, have moved to the old generation by then, and wait for a collection of the
 * whole heap, made when they add up to `wholeCollectionAboveBytes`. Called after each photo of an import, each
 * thumbnail and each tus PATCH.
 */
export function collectPhotoGarbage(): void {
  collectYoungGarbage();
  if (process.memoryUsage().arrayBuffers > wholeCollectionAboveBytes) collector?.({ type: "major" });
}

/**
 * A collection of the whole heap, young and old: after a piece of background work that handled many photos in a row
 * (a job's thumbnails, twenty pictures a row), whose small objects promoted by `collectPhotoGarbage`'s young
 * collections piled up in the old generation, about 30 MB a thousand photos, until V8's own limit, far above what was
 * live (docs/performance.md, "The thumbnails' step"). About 50 ms, once for twenty photos' 5–7 s.
 */
export function collectAllGarbage(): void {
  collector ??= findCollector();
  collector?.({ type: "major" });
}

/** The young generation's collection alone. */
export function collectYoungGarbage(): void {
  collector ??= findCollector();
  collector?.({ type: "minor" });
}
