import type { RouteObject } from "react-router";
import {
  newPictureSetLoader,
  newPictureSetStepLoader,
  pictureSetLoader,
  pictureSetPageLoader,
  pictureSetsLoader,
} from "./loaders.ts";

/**
 * Children of the protected layout. Loaders are small and load with the router, so the data is fetched while
 * the page's own chunk downloads.
 */
export const pictureSetRoutes: RouteObject[] = [
  {
    path: "my-account/picture-sets",
    loader: pictureSetsLoader,
    lazy: async () => ({ Component: (await import("./pages/PictureSetsPage.tsx")).PictureSetsPage }),
  },
  {
    path: "my-account/picture-sets/:pictureSetUuid",
    loader: pictureSetPageLoader,
    lazy: async () => ({ Component: (await import("./pages/PictureSetPage.tsx")).PictureSetPage }),
  },
  {
    path: "my-account/picture-sets/:pictureSetUuid/edit",
    loader: pictureSetLoader,
    lazy: async () => ({ Component: (await import("./pages/PictureSetEditPage.tsx")).PictureSetEditPage }),
  },
  {
    path: "my-account/picture-sets/:pictureSetUuid/favorites",
    loader: pictureSetLoader,
    lazy: async () => ({
      Component: (await import("./pages/PictureSetFavoritesPage.tsx")).PictureSetFavoritesPage,
    }),
  },
  {
    path: "my-account/picture-sets/:pictureSetUuid/yearbook-pose",
    loader: pictureSetLoader,
    lazy: async () => ({
      Component: (await import("./pages/PictureSetYearbookPosePage.tsx")).PictureSetYearbookPosePage,
    }),
  },
  {
    path: "new-picture-set",
    loader: newPictureSetLoader,
    lazy: async () => ({ Component: (await import("./pages/NewPictureSetPage.tsx")).NewPictureSetPage }),
  },
  {
    path: "new-picture-set/favorites",
    loader: newPictureSetStepLoader,
    lazy: async () => ({
      Component: (await import("./pages/NewPictureSetFavoritesPage.tsx")).NewPictureSetFavoritesPage,
    }),
  },
  {
    path: "new-picture-set/yearbook-pose",
    loader: newPictureSetStepLoader,
    lazy: async () => ({
      Component: (await import("./pages/NewPictureSetYearbookPosePage.tsx")).NewPictureSetYearbookPosePage,
    }),
  },
];
