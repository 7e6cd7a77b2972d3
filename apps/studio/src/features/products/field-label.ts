import type { TFunction } from "../../lib/i18n.ts";

/** A form field's name as its label says it (`tiers.1.price` → "Price (row 2)"), for the list of problems. */
export function fieldLabel(field: string, t: TFunction): string {
  const [group, at, part] = field.split(".");
  const row = Number(at) + 1;
  if (group === "tiers" && part !== undefined) return t(`products.form.${part}`, { row });
  if (group === "tiers") return t("products.form.prices");
  if (group === "subProducts" && part === "extraPrice") return t("products.form.extraPrice", { row });
  if (group === "subProducts") return t("products.form.subProductNameField", { row });
  if (group === "names") return t("products.form.nameField");
  if (group === "campaignEndsAt") return t("products.form.campaignEnds");
  return t(`products.form.${group}`);
}
