import { limits } from "./limits.ts";

export interface PictureSetFlowFacts {
  qualifyForSelectOwnFavorites: boolean;
  qualifyForSelectYearbookPose: boolean;
  yearbookPoseExpired: boolean;
}

export type NextStep =
  | { to: "/new-picture-set/favorites"; label: "next" }
  | { to: "/new-picture-set/yearbook-pose"; label: "next" }
  | { to: "/products/packages"; label: "offers" };

export function canChooseYearbookPose(f: PictureSetFlowFacts): boolean {
  return f.qualifyForSelectYearbookPose && !f.yearbookPoseExpired;
}

/** The button of /new-picture-set (spec 01 §2.7, rules 1 to 3). */
export function newPictureSetNext(f: PictureSetFlowFacts): NextStep {
  if (f.qualifyForSelectOwnFavorites) return { to: "/new-picture-set/favorites", label: "next" };
  if (canChooseYearbookPose(f)) return { to: "/new-picture-set/yearbook-pose", label: "next" };
  return { to: "/products/packages", label: "offers" };
}

/** The button of /new-picture-set/favorites: 'Next' with a favorite, else 'Skip'; offers when no pose step. */
export function favoritesNext(
  f: PictureSetFlowFacts,
  favoriteCount: number,
): { to: string; label: "next" | "skip" | "offers" } {
  if (canChooseYearbookPose(f)) {
    return { to: "/new-picture-set/yearbook-pose", label: favoriteCount > 0 ? "next" : "skip" };
  }
  return { to: "/products/packages", label: "offers" };
}

/**
 * The pictures a yearbook pose is chosen among: the child's own, not a group picture (the class picture every child
 * of a class has in the set is no portrait for the yearbook's page).
 */
export function isYearbookPoseCandidate(picture: { groupPicture: boolean }): boolean {
  return !picture.groupPicture;
}

/** The button of /new-picture-set/yearbook-pose: 'Next' with a choice, else 'Skip'. */
export function yearbookPoseNext(chosen: boolean): { to: "/products/packages"; label: "next" | "skip" } {
  return { to: "/products/packages", label: chosen ? "next" : "skip" };
}

/** A picture set card shows 6 thumbnails, then '+N' for the rest. */
export function cardThumbnails<T>(
  pictures: readonly T[],
  total = pictures.length,
): { shown: T[]; more: number } {
  const shown = pictures.slice(0, limits.thumbnailsPerCard);
  return { shown, more: Math.max(0, total - shown.length) };
}

export function isSelectionExpired(deadline: Date | string | null, now: Date = new Date()): boolean {
  if (deadline === null) return true;
  return new Date(deadline).getTime() < now.getTime();
}

/** The order reference shown: '#' and the first 8 characters of the order uuid. */
export function orderReference(orderUuid: string): string {
  return `#${orderUuid.slice(0, limits.orderReferenceLength)}`;
}

/** Favorites are listed first, then the rest, each keeping the set's order. */
export function splitFavorites<T extends { isUserFavorite: boolean }>(
  pictures: readonly T[],
): {
  favorites: T[];
  others: T[];
} {
  return {
    favorites: pictures.filter((p) => p.isUserFavorite),
    others: pictures.filter((p) => !p.isUserFavorite),
  };
}
