import type { RouteObject } from "react-router";
import { paymentLoader } from "./loaders.ts";

/** Children of the protected layout: a transaction belongs to the signed-in user (spec 03 §2.6). */
export const paymentRoutes: RouteObject[] = [
  {
    path: "m/shopping-cart/checkout/payment/:transactionUuid",
    loader: paymentLoader,
    lazy: async () => ({ Component: (await import("./pages/PaymentPage.tsx")).PaymentPage }),
  },
];
