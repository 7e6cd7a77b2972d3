/**
 * What a product is to the shop, and so which kind of order line sells it. The spec names numeric product types
 * (spec 02 §3: 1, 2 and 89 template products, 11 retouch, 200 package); digital files, digital sets and catalogues
 * use 300, 301 and 400, vouchers 500 and fees 600.
 */
export const productKinds = ["digital_file", "digital_set", "catalogue", "voucher", "fee"] as const;
export type ProductKind = (typeof productKinds)[number];

/** The numeric product type of each kind. */
export const productTypes: Readonly<Record<ProductKind, number>> = {
  digital_file: 300,
  digital_set: 301,
  catalogue: 400,
  voucher: 500,
  fee: 600,
};
