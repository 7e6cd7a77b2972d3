import { cartRoutes } from "../features/cart/routes.tsx";

/** The cart's routes with the kinds' parts, each list loaded with the page that shows it. */
export const shopCartRoutes = cartRoutes({
  views: async () => (await import("./cart-line-views.ts")).cartLineViews,
  editors: async () => (await import("./cart-line-editors.ts")).cartLineEditors,
});
