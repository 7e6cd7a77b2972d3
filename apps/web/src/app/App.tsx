import { createBrowserRouter } from "react-router";
import { RouterProvider } from "react-router/dom";
import { Providers } from "./providers.tsx";
import { addSignedInRoutes, routes } from "./router.tsx";

// Made here rather than beside the routes, so the build's prerender (prerender.tsx) renders the same routes in Node.
const router = createBrowserRouter(routes, { patchRoutesOnNavigation: addSignedInRoutes });

export function App() {
  return (
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  );
}
