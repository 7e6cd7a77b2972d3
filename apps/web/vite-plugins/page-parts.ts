import path from "node:path";

/**
 * The small modules that the pages a parent opens first (the set list, a set's page, the cart) share with other
 * pages. Left to the automatic splitting, each became a chunk of its own of a few hundred bytes: a set's page waited
 * for eighteen files, over HTTP/1.1's six connections (Lighthouse's mobile profile costs each a round trip). As one
 * chunk they are one request, about 6 KB of Brotli that any signed-in page may load. Paths are from the web app's
 * root; a test checks that each file exists, so a renamed one is not silently left out.
 */
export const firstPagesParts = [
  "src/ui/AwaitingInvoiceNote.tsx",
  "src/ui/DigitalCartButton.tsx",
  "src/ui/image-priority.ts",
  "src/ui/OrderLineRow.tsx",
  "src/ui/Price.tsx",
  "src/ui/QuantitySelect.tsx",
  "src/ui/RetouchLeavingDialog.tsx",
  "src/ui/RetouchLeavingNote.tsx",
  "src/ui/SummaryLines.tsx",
  "src/lib/retouch-leaving.ts",
  "src/lib/toast.ts",
  "src/shared/sharing/LazyShareDialog.tsx",
  "src/shared/sharing/SharePicturesButton.tsx",
  "src/shared/sharing/shareable.ts",
  "src/features/picture-sets/api/favorite.ts",
  "src/features/picture-sets/picture-alt.ts",
  "src/features/picture-sets/components/FavoriteButton.tsx",
  "src/features/picture-sets/components/LazyPictureViewer.tsx",
  "src/features/picture-sets/components/PictureBadges.tsx",
  "src/features/picture-sets/components/PictureImage.tsx",
  "src/features/picture-sets/components/PictureSetProblem.tsx",
  "src/features/picture-sets/components/PictureSetScaffold.tsx",
  "src/features/picture-sets/components/PictureTile.tsx",
  "src/features/picture-sets/components/useViewer.ts",
  "../../packages/ui/src/Card.tsx",
  "../../packages/ui/src/Dialog.tsx",
  "../../packages/ui/src/EmptyState.tsx",
  "../../packages/ui/src/PageHeader.tsx",
  "../../packages/ui/src/Select.tsx",
  "../../packages/domain/src/quantity.ts",
  "../../packages/domain/src/shareable-set.ts",
];

/** The code-splitting group's test: whether a module (its absolute id) is one of the parts. */
export function isFirstPagesPart(root: string): (id: string) => boolean {
  const ids = new Set(firstPagesParts.map((file) => path.resolve(root, file)));
  return (id) => ids.has(id);
}

/**
 * What the kinds add to the cart's lines (app/cart-line-views.ts), the template preview they draw with and the
 * sub-product choices the cart shares with the editor. The cart loads them beside its page; split by the folders they
 * live in, they were two files more than the route's budget.
 */
const cartLineParts =
  /[\\/]src[\\/](ui[\\/]SubProductChoices\.tsx|app[\\/]cart-line-views\.ts|shared[\\/]template-preview[\\/][^\\/]+\.tsx?|features[\\/][^\\/]+[\\/](cart-line-view\.ts|components[\\/](TemplateLineMedia|PackageLineMedia|PackageLineDetails|PackageLineItems)\.tsx))$/;

/**
 * The template preview's files in the packages, which the studio's order page draws with too (decision 0074): left
 * out of the group, they went into the editor's chunk, and the cart loaded the whole editor for them.
 */
export const cartLineSharedParts = [
  "../../packages/ui/src/PartPreview.tsx",
  "../../packages/ui/src/TemplateLinePreview.tsx",
  "../../packages/ui/src/template-picture-urls.ts",
  "../../packages/render/src/fonts.ts",
  // The prints' crop choice in the cart measures quality as the editor does.
  "../../packages/render/src/quality.ts",
];

/** The code-splitting group's test for the cart's line views: the web app's own modules and the shared preview's. */
export function isCartLinePart(root: string): (id: string) => boolean {
  const src = path.resolve(root, "src");
  const shared = new Set(cartLineSharedParts.map((file) => path.resolve(root, file)));
  return (id) =>
    shared.has(id) || (id.startsWith(src) && cartLineParts.test(id) && !id.endsWith(".test.tsx"));
}
