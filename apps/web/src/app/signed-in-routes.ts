import type { RouteObject } from "react-router";
import { accountRoutes } from "../features/account/routes.tsx";
import { catalogueRoutes } from "../features/catalogues/routes.tsx";
import { checkoutRoutes } from "../features/checkout/routes.tsx";
import { digitalRoutes } from "../features/digital/routes.tsx";
import { orderRoutes } from "../features/orders/routes.tsx";
import { packageRoutes } from "../features/packages/routes.tsx";
import { paymentRoutes } from "../features/payments/routes.tsx";
import { pictureSetRoutes } from "../features/picture-sets/routes.tsx";
import { printRoutes } from "../features/prints/routes.tsx";
import { productRoutes } from "../features/products/routes.tsx";
import { retouchRoutes } from "../features/retouch/routes.tsx";
import { shopCartRoutes } from "./cart-routes.ts";

/** The pages behind sign-in, children of the protected layout route (router.tsx adds them on the first navigation). */
export const signedInRoutes: RouteObject[] = [
  ...accountRoutes,
  ...pictureSetRoutes,
  ...shopCartRoutes,
  ...retouchRoutes,
  ...printRoutes,
  ...digitalRoutes,
  ...catalogueRoutes,
  ...checkoutRoutes,
  ...orderRoutes,
  ...paymentRoutes,
  ...productRoutes,
  ...packageRoutes,
];
