import type { RouteObject } from "react-router";
import { cataloguesLoader } from "./loaders.ts";

/** Children of the protected layout: catalogues are offered per picture set of the signed-in user. */
export const catalogueRoutes: RouteObject[] = [
  {
    path: "products/catalogues",
    loader: cataloguesLoader,
    lazy: async () => ({ Component: (await import("./pages/CataloguesPage.tsx")).CataloguesPage }),
  },
];
