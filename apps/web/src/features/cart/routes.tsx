import type { RouteObject } from "react-router";
import { cartLoader } from "./loaders.ts";

/** Children of the protected layout. */
export const cartRoutes: RouteObject[] = [
  {
    path: "shopping-cart",
    loader: cartLoader,
    lazy: async () => ({ Component: (await import("./pages/CartPage.tsx")).CartPage }),
  },
];
