import type { StudioProduct } from "@shop/contracts/studio-products";

/**
 * The order of the kinds on the Products page; a kind not named here (one added later) comes after them, under its
 * own name, so it shows without a change here.
 */
const kindOrder = [
  "digital_file",
  "digital_set",
  "catalogue",
  "print",
  "template_product",
  "package",
  "retouch",
];

/** The settings page of each kind kept in the settings file (settings31's routes, /studio/settings/<section>). */
const settingsSections: Readonly<Record<string, string>> = {
  digital_file: "digital",
  digital_set: "digital",
  catalogue: "catalogues",
  retouch: "retouch",
};

export interface ProductGroup {
  kind: string;
  products: StudioProduct[];
}

export function groupsByKind(products: readonly StudioProduct[]): ProductGroup[] {
  const groups = new Map<string, StudioProduct[]>();
  for (const product of products) groups.set(product.kind, [...(groups.get(product.kind) ?? []), product]);
  const rank = (kind: string) => (kindOrder.includes(kind) ? kindOrder.indexOf(kind) : kindOrder.length);
  return [...groups]
    .map(([kind, list]) => ({ kind, products: list }))
    .sort((a, b) => rank(a.kind) - rank(b.kind) || a.kind.localeCompare(b.kind));
}

/** Whether the locales name the kind (`products.kinds.<kind>`); others are shown as "Other products (kind)". */
export function isKnownKind(kind: string): boolean {
  return kindOrder.includes(kind);
}

/**
 * Where a product is changed: template products in their own form, prints on the Prints page, the settings file's kinds on the settings page of
 * their section, a package in its job (its offers are per job); null for a kind whose forms are elsewhere.
 */
export type EditPlace = { place: "form" | "settings" | "job"; to: string } | null;

export function editPlaceOf(product: StudioProduct): EditPlace {
  if (product.kind === "template_product") return { place: "form", to: `/products/${product.uuid}` };
  if (product.kind === "print") return { place: "form", to: "/prints" };
  const section = settingsSections[product.kind];
  if (section !== undefined) return { place: "settings", to: `/settings/${section}` };
  const job = product.jobs?.[0];
  if (product.kind === "package" && job !== undefined) return { place: "job", to: `/jobs/${job.uuid}` };
  return null;
}
