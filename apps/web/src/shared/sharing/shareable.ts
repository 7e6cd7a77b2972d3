import type { PictureSetSummary } from "@shop/contracts/picture-sets";
import { isShareablePictureSet } from "@shop/domain/shareable-set";

/** The share dialog offers a set of a running job that the parent has by their own code (spec 03 §5). */
export function isShareable(set: Pick<PictureSetSummary, "job" | "cameByInvite">): boolean {
  return isShareablePictureSet({ isArchived: set.job.isArchived, cameByInvite: set.cameByInvite });
}
