import type { Picture } from "@shop/contracts/picture-sets";
import { splitFavorites } from "@shop/domain/picture-set-rules";

/** The order a set's pictures are shown in (favorites first), so the viewer steps through them the same way. */
export function favoritesFirst(pictures: readonly Picture[]): Picture[] {
  const { favorites, others } = splitFavorites(pictures);
  return [...favorites, ...others];
}
