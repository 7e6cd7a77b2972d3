import type { RoutePreload } from "../../vite-plugins/route-preloads.ts";

/**
 * What a signed-in page waits for before it first renders: the user (its guard's loader) and its own loader's read.
 * The shop's settings, the cart badge and the account menu's chunk are left to load after the first render: the page
 * does not wait for them, and each request named here takes one of the browser's six connections from the scripts.
 */
const signedInFetches = ["/api/webshop/me"];
/**
 * What every signed-in page waits for before it first renders, besides its own code: the signed-in routes, which the
 * router discovers on its first navigation (router.tsx), and the English texts of every page (main.tsx waits for them
 * off the front page). Unnamed, each was asked for only once the main chunk had run: one more round trip in the chain.
 */
const signedInModules = ["src/app/signed-in-routes.ts", "src/locales/en.json?all"];

/**
 * The pages a parent opens first on a phone, whose code and data the server names in their HTML (see
 * vite-plugins/route-preloads.ts): each entry is the route's page and the reads of its loaders. A test checks the
 * paths against the router.
 */
export const routePreloadList: RoutePreload[] = [
  {
    path: "/my-account/picture-sets",
    modules: ["src/features/picture-sets/pages/PictureSetsPage.tsx", ...signedInModules],
    fetches: [...signedInFetches, "/api/webshop/picture-sets"],
    // The card menu's and the code dialog's Radix parts are six of them.
    maxFiles: 16,
  },
  {
    path: "/my-account/picture-sets/:pictureSetUuid",
    modules: ["src/features/picture-sets/pages/PictureSetPage.tsx", ...signedInModules],
    fetches: [...signedInFetches, "/api/webshop/picture-sets/:pictureSetUuid"],
    maxFiles: 8,
  },
  {
    path: "/shopping-cart",
    // The kinds' parts of the lines (a template line's first page) load beside the page, which waits for them.
    modules: ["src/features/cart/pages/CartPage.tsx", "src/app/cart-line-views.ts", ...signedInModules],
    fetches: [...signedInFetches, "/api/webshop/cart"],
    maxFiles: 10,
  },
  {
    path: "/products/packages",
    // Its loader asks for the set's offers as soon as the parent's sets are here.
    modules: ["src/features/packages/pages/PackagesPage.tsx", ...signedInModules],
    fetches: [...signedInFetches, "/api/webshop/picture-sets"],
    maxFiles: 10,
  },
  {
    // The list a parent reaches from the packages page's category overview (a category's own list has one more
    // segment, which the server's match does not fill).
    path: "/templates/:type",
    modules: ["src/features/products/pages/TemplateListPage.tsx", ...signedInModules],
    fetches: [...signedInFetches, "/api/webshop/picture-sets"],
    maxFiles: 10,
  },
  {
    // The editor opened by its address (a link in a mail, a reload): from a list its code is fetched while the parent
    // looks at the list (features/products/routes.tsx), but opened so it waited for the main chunk, then its own
    // chunks, then the template's summary, then the template.
    path: "/templates/create/:templateUuid/:productUuid",
    modules: ["src/features/products/pages/CreateProductPage.tsx", ...signedInModules],
    fetches: [
      ...signedInFetches,
      "/api/webshop/picture-sets",
      "/api/webshop/templates/by-uuid/:templateUuid",
    ],
    // The editor's own parts (its gestures, the renderer's, the cart's line views it shares) are seven of them: three
    // rounds over six connections, each beside the main chunk rather than after it.
    maxFiles: 17,
  },
];
