import { createBrowserRouter } from "react-router";
import { RouterProvider } from "react-router/dom";
import { Providers } from "./providers.tsx";
import { addSignedInRoutes, routes } from "./router.tsx";

// Made here rather than beside the routes, so the build's prerender (prerender.tsx) renders the same routes in Node.
const router = createBrowserRouter(routes, { patchRoutesOnNavigation: addSignedInRoutes });

/** Settles once the first page's code and data are here (or failed), so its first render draws the whole page. */
export function routerReady(): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

export function App() {
  return (
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  );
}
