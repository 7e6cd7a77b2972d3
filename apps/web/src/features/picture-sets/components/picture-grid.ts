/** The set's picture grid: two columns on a phone, three from 640 px, four from 1024 px, in a 72rem page. */
export const pictureGridClass = "grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4";

/** How wide one tile of that grid is drawn (page padding 2 × 1rem, gaps 0.75rem), for the browser to pick a file. */
export const pictureTileSizes =
  "(min-width: 1152px) 271px, (min-width: 1024px) calc(25vw - 17px), (min-width: 640px) calc(33vw - 19px), calc(50vw - 22px)";

/** The first row on a phone: fetched at once, before the rest, which load as they scroll near. */
export const priorityTiles = 2;
