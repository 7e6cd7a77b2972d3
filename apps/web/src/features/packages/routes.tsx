import type { RouteObject } from "react-router";

/** Children of the protected layout: a package is made for one of the parent's picture sets. */
export const packageRoutes: RouteObject[] = [
  {
    path: "products/packages/:packageUuid",
    lazy: async () => ({ Component: (await import("./pages/PackageEditPage.tsx")).PackageEditPage }),
  },
];
