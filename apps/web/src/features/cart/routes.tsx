import type { RouteObject } from "react-router";
import { editCartLineLoader } from "../products/editor-loaders.ts";
import { retouchRoutes } from "../retouch/routes.tsx";
import { cartLoader } from "./loaders.ts";

/** Children of the protected layout. */
export const cartRoutes: RouteObject[] = [
  {
    path: "shopping-cart",
    loader: cartLoader,
    lazy: async () => ({ Component: (await import("./pages/CartPage.tsx")).CartPage }),
  },
  {
    path: "shopping-cart/edit/:orderLineUuid",
    loader: editCartLineLoader,
    lazy: async () => ({
      Component: (await import("../products/pages/TemplateLineEditor.tsx")).EditCartLinePage,
    }),
  },
  ...retouchRoutes,
];
