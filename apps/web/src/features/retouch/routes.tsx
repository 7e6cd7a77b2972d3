import type { RouteObject } from "react-router";
import { retouchLoader } from "./loaders.ts";

/** Children of the protected layout (spec 02 §6: the retouch page needs a signed-in user). */
export const retouchRoutes: RouteObject[] = [
  {
    path: "shopping-cart/retouch",
    loader: retouchLoader,
    lazy: async () => ({ Component: (await import("./pages/RetouchPage.tsx")).RetouchPage }),
  },
];
