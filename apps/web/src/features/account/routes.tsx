import type { RouteObject } from "react-router";

/** Children of the protected layout. The menu's other pages arrive with their own issues. */
export const accountRoutes: RouteObject[] = [
  {
    path: "my-account",
    lazy: async () => ({ Component: (await import("./pages/AccountPage.tsx")).AccountPage }),
  },
  {
    path: "my-account/add-picture-set",
    lazy: async () => ({ Component: (await import("./pages/AddPictureSetPage.tsx")).AddPictureSetPage }),
  },
];
