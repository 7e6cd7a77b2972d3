import type { LoaderFunctionArgs } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { queryClient } from "../../lib/query-client.ts";
import { queryKeys } from "../../lib/query-keys.ts";
import { makePicture, makePictureSet } from "../../test/picture-set-factories.ts";
import { pictureTileSizes } from "./components/picture-grid.ts";
import { pictureSetPageLoader } from "./loaders.ts";

function imagePreloads() {
  return [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')].map(
    (link) => ({
      srcset: link.getAttribute("imagesrcset"),
      sizes: link.getAttribute("imagesizes"),
      priority: link.getAttribute("fetchpriority"),
    }),
  );
}

function loaderArgs(pictureSetUuid: string) {
  return { params: { pictureSetUuid } } as unknown as LoaderFunctionArgs;
}

describe("the picture set page's loader", () => {
  afterEach(() => {
    queryClient.clear();
    for (const link of document.head.querySelectorAll('link[rel="preload"]')) link.remove();
  });

  it("starts the first row's pictures, favorites first, with the tiles' candidates and sizes", async () => {
    const set = makePictureSet(0, {
      pictures: [makePicture(1), makePicture(2), makePicture(3, { isUserFavorite: true }), makePicture(4)],
    });
    queryClient.setQueryData(queryKeys.pictureSets.detail(set.uuid), set);
    await pictureSetPageLoader(loaderArgs(set.uuid));
    expect(imagePreloads()).toEqual([
      { srcset: "/img/3/320 320w, /img/3/640 640w", sizes: pictureTileSizes, priority: "high" },
      { srcset: "/img/1/320 320w, /img/1/640 640w", sizes: pictureTileSizes, priority: "high" },
    ]);
  });

  it("starts each picture once when the page is opened again", async () => {
    const set = makePictureSet(3);
    queryClient.setQueryData(queryKeys.pictureSets.detail(set.uuid), set);
    await pictureSetPageLoader(loaderArgs(set.uuid));
    await pictureSetPageLoader(loaderArgs(set.uuid));
    expect(imagePreloads()).toHaveLength(2);
  });
});
