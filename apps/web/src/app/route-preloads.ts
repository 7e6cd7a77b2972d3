import type { RoutePreload } from "../../vite-plugins/route-preloads.ts";

/**
 * What every signed-in page reads at once: the user (the guard), the shop's settings and the cart badge. The account
 * menu's chunk is left to load after the page: it is most of a page's code and no part of its first paint.
 */
const signedInFetches = ["/api/webshop/me", "/api/webshop/settings", "/api/webshop/cart"];

/**
 * The pages a parent opens first on a phone, whose code and data the server names in their HTML (see
 * vite-plugins/route-preloads.ts): each entry is the route's page and the reads of its loaders. A test checks the
 * paths against the router.
 */
export const routePreloadList: RoutePreload[] = [
  {
    path: "/my-account/picture-sets",
    modules: ["src/features/picture-sets/pages/PictureSetsPage.tsx"],
    fetches: [...signedInFetches, "/api/webshop/picture-sets"],
  },
  {
    path: "/my-account/picture-sets/:pictureSetUuid",
    modules: ["src/features/picture-sets/pages/PictureSetPage.tsx"],
    fetches: [...signedInFetches, "/api/webshop/picture-sets/:pictureSetUuid"],
  },
  {
    path: "/shopping-cart",
    modules: ["src/features/cart/pages/CartPage.tsx"],
    fetches: signedInFetches,
  },
];
