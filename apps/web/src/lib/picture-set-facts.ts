import type { PictureSet, PictureSetSummary } from "@shop/contracts/picture-sets";
import type { PictureSetFlowFacts } from "@shop/domain/picture-set-rules";

/** The set the user added last: what /new-picture-set shows. */
export function newestPictureSet(sets: readonly PictureSetSummary[]): PictureSetSummary | undefined {
  let newest: PictureSetSummary | undefined;
  for (const set of sets) {
    if (!newest || Date.parse(set.addedAt) > Date.parse(newest.addedAt)) newest = set;
  }
  return newest;
}

export function flowFacts(set: PictureSet | PictureSetSummary): PictureSetFlowFacts {
  return {
    qualifyForSelectOwnFavorites: set.qualifyForSelectOwnFavorites,
    qualifyForSelectYearbookPose: set.qualifyForSelectYearbookPose,
    yearbookPoseExpired: set.job.yearbookPoseSelection.expired,
  };
}
