import { meQuery } from "../../lib/queries/me.ts";
import { queryClient } from "../../lib/query-client.ts";

/**
 * /products/packages fetches its data while its code downloads (issue 34): the parent's set, its offers and the
 * category tiles, then the offers' filled previews (made ahead by the server, decision 0046) as images, so the cards'
 * pictures come from the browser's memory when the page draws them rather than after a chain of calls. The page draws
 * once its offers and tiles are there (its largest paint is then an offer, not a placeholder); a failure is the page's
 * to show, with its queries asking again.
 */
export async function packagesPageLoader(): Promise<null> {
  await prefetch().catch(() => undefined);
  return null;
}

// The queries come with the page's own chunk (imported from it, so that the loader makes no chunk of its own: the
// route's files are counted, decision 0017), and the front page's JavaScript does not grow; who the visitor is, asked
// at once, is in the front page's code already.
async function prefetch(): Promise<void> {
  const modules = Promise.all([
    import("../../lib/shopped-picture-set.ts"),
    import("./pages/PackagesPage.tsx"),
  ]);
  void queryClient.prefetchQuery(meQuery);
  const [{ shoppedPictureSetForLoader }, { categoriesQuery, packageOffersQuery }] = await modules;
  const categories = queryClient.ensureQueryData(categoriesQuery());
  const set = await shoppedPictureSetForLoader();
  const offers = set
    ? queryClient.ensureQueryData(packageOffersQuery(set.uuid)).then((answer) => {
        for (const offer of answer.packages) if (offer.image) preloadPicture(offer.image);
      })
    : null;
  await Promise.allSettled([categories, offers]);
}

/** Asks for a picture the page will show; the browser keeps it for the page's own img of the same address. */
function preloadPicture(src: string): void {
  const picture = new Image();
  picture.decoding = "async";
  picture.src = src;
}
