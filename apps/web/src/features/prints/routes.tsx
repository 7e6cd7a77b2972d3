import type { RouteObject } from "react-router";
import { orderPrintLoader } from "./loaders.ts";

/** Children of the protected layout: a print is ordered of a picture of one of the user's picture sets. */
export const printRoutes: RouteObject[] = [
  {
    path: "prints/:pictureSetUuid/:pictureUuid",
    loader: orderPrintLoader,
    lazy: async () => ({ Component: (await import("./pages/OrderPrintPage.tsx")).OrderPrintPage }),
  },
];
