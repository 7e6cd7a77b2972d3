import { Outlet, type RouteObject } from "react-router";
import { Toaster } from "sonner";
import { renderRoutes } from "./render.tsx";

/** Pages the shop's screens lead to, as headings a test can wait for. */
const neighbours: RouteObject[] = [
  { path: "products/packages", element: <h1>Product list</h1> },
  { path: "shopping-cart", element: <h1>Shopping cart page</h1> },
  { path: "shopping-cart/checkout", element: <h1>Checkout page</h1> },
  { path: "shopping-cart/checkout/payment/receipt/:orderUuid", element: <h1>Receipt page</h1> },
];

/**
 * Renders the given routes (and stand-ins for the pages they lead to, unless given) with the toaster, as the
 * app's layout would. Returns the router, to read where the screen went.
 */
export function renderShopRoutes(routes: RouteObject[], initialPath: string) {
  const own = new Set(routes.map((r) => r.path));
  return renderRoutes(
    [
      {
        element: (
          <>
            <Outlet />
            <Toaster />
          </>
        ),
        children: [...routes, ...neighbours.filter((r) => !own.has(r.path))],
      },
    ],
    initialPath,
  );
}
