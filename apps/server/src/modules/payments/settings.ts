import type { ShopSettings } from "@shop/contracts/shop-settings";
import { sameName, splitText } from "@shop/domain/localised-text";
import { asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { paymentOptions } from "../../db/schema/payments.ts";
import { type ChangeLog, changedFields, quoted } from "../../platform/shop-settings.ts";

/**
 * Payment options, found by provider and title (any of its texts), in the file's order. An option the file no longer lists is kept for
 * the orders that point at it and offered with no delivery type, so no parent sees it again.
 */
export async function applyPaymentOptions(
  tx: Db,
  portalId: number,
  options: NonNullable<ShopSettings["paymentOptions"]>,
  defaultLanguage: string,
  log: ChangeLog,
): Promise<void> {
  const existing = await tx
    .select()
    .from(paymentOptions)
    .where(eq(paymentOptions.portalId, portalId))
    .orderBy(asc(paymentOptions.position), asc(paymentOptions.id));
  const claimed = new Set<number>();
  for (const [position, option] of options.entries()) {
    const title = splitText(option.title, defaultLanguage);
    const mobileTitle = splitText(option.mobileTitle ?? option.title, defaultLanguage);
    const description = splitText(option.description, defaultLanguage);
    const mobileDescription = splitText(option.mobileDescription, defaultLanguage);
    const key = `${option.provider} ${quoted(title.text)}`;
    const desired = {
      provider: option.provider,
      title: title.text,
      mobileTitle: mobileTitle.text,
      description: description.text,
      mobileDescription: mobileDescription.text,
      translations: {
        title: title.translations,
        mobileTitle: mobileTitle.translations,
        description: description.translations,
        mobileDescription: mobileDescription.translations,
      },
      verifyMobile: option.verifyMobile,
      requirePersonNo: option.requirePersonNo,
      enabledPaymentMethods: option.methods.map((method) => {
        const name = splitText(method.name, defaultLanguage);
        return { name: name.text, icon: method.icon, names: name.translations };
      }),
      fee: option.fee,
      deliveryTypes: option.deliveryTypes,
      position,
    };
    const row = existing.find(
      (r) =>
        r.provider === option.provider &&
        sameName(r.title, r.translations.title, option.title) &&
        !claimed.has(r.id),
    );
    if (!row) {
      const [created] = await tx
        .insert(paymentOptions)
        .values({ portalId, ...desired })
        .returning({ id: paymentOptions.id });
      if (!created) throw new Error("creating a payment option returned no row");
      claimed.add(created.id);
      log.upserted("payment option", key, false, []);
      continue;
    }
    claimed.add(row.id);
    const fields = changedFields(row, desired, { enabledPaymentMethods: "methods" });
    if (fields.length > 0) await tx.update(paymentOptions).set(desired).where(eq(paymentOptions.id, row.id));
    log.upserted("payment option", key, true, fields);
  }
  for (const row of existing) {
    if (claimed.has(row.id) || (row.deliveryTypes !== null && row.deliveryTypes.length === 0)) continue;
    await tx.update(paymentOptions).set({ deliveryTypes: [] }).where(eq(paymentOptions.id, row.id));
    log.record({
      what: "payment option",
      key: `${row.provider} ${quoted(row.title)}`,
      action: "retired",
      note: "not in the file: offered with no delivery type",
    });
  }
}
