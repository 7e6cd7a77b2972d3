/**
 * The shop's own kinds of product, which say which kind of order line sells a product, with their numeric types: the
 * spec names some (spec 02 §3: 1, 2 and 89 template products, 11 retouch, 200 package); digital files, digital sets
 * and catalogues use 300, 301 and 400, plain prints 402, vouchers 500 and fees 600. The contract's line names any kind the server was
 * handed (contracts' ProductKind), so a new kind need not be listed here; the web app keys its own line views on these.
 */
export const productKinds = [
  "digital_file",
  "digital_set",
  "catalogue",
  "template_product",
  "package",
  "retouch",
  "voucher",
  "fee",
  "print",
] as const;
export type ProductKind = (typeof productKinds)[number];

/**
 * Template products (spec 02 §1: types 1, 2 and 89) are sold by kind `template_product`; the numeric type says which
 * template list they belong to. The mapping of the three numbers to cards, calendars and photo gifts is ours.
 */
export const templateProductKind = "template_product" satisfies ProductKind;
export const templateProductTypes = { CARDS: 1, CALENDAR: 2, PHOTOGIFT: 89 } as const;

/** The numeric product type of each kind with one type (a template product's is one of templateProductTypes). */
export const productTypes: Readonly<Record<Exclude<ProductKind, "template_product">, number>> = {
  digital_file: 300,
  digital_set: 301,
  catalogue: 400,
  package: 200,
  retouch: 11,
  voucher: 500,
  fee: 600,
  print: 402,
};

export type TemplateProductType = (typeof templateProductTypes)[keyof typeof templateProductTypes];

/** The internal names of the categories that are not photo gift categories (spec 02 §2, product category overview). */
export const fixedCategoryNames = ["cards", "calendar", "digitalprint", "catalogues", "packages"] as const;
/** The category the overview never shows (spec 02 §2). */
export const hiddenCategoryName = "archive";
