import type { RouteObject } from "react-router";
import { digitalPortraitLoader, digitalPortraitsLoader } from "./loaders.ts";

/** Children of the protected layout: the digital pictures belong to the signed-in user's picture sets. */
export const digitalRoutes: RouteObject[] = [
  {
    path: "products/digital-portraits",
    loader: digitalPortraitsLoader,
    lazy: async () => ({
      Component: (await import("./pages/DigitalPortraitsPage.tsx")).DigitalPortraitsPage,
    }),
  },
  {
    path: "products/digital-portraits/:subjectUuid",
    loader: digitalPortraitLoader,
    lazy: async () => ({ Component: (await import("./pages/DigitalPortraitPage.tsx")).DigitalPortraitPage }),
  },
];
