import { QueryClientProvider } from "@tanstack/react-query";
import { useState } from "react";
import { createBrowserRouter, RouterProvider } from "react-router";
import { queryClient } from "../lib/query-client.ts";
import { routes } from "./router.tsx";

/** The studio's router lives under /studio/ (the server serves its one page for every address there). */
export function App() {
  const [router] = useState(() => createBrowserRouter(routes, { basename: "/studio" }));
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
