import type { RouteObject } from "react-router";
import { ordersLoader, receiptLoader } from "./loaders.ts";

/** Children of the protected layout. */
export const orderRoutes: RouteObject[] = [
  {
    path: "my-account/orders/:orderUuid?",
    loader: ordersLoader,
    lazy: async () => ({ Component: (await import("./pages/OrdersPage.tsx")).OrdersPage }),
  },
  {
    path: "shopping-cart/checkout/payment/receipt/:orderUuid",
    loader: receiptLoader,
    lazy: async () => ({ Component: (await import("./pages/ReceiptPage.tsx")).ReceiptPage }),
  },
];
