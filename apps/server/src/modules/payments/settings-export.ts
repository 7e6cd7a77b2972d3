import { isDeepStrictEqual } from "node:util";
import type { ShopSettingsFile } from "@shop/contracts/studio-settings";
import { asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { paymentOptions } from "../../db/schema/payments.ts";
import { fileAmount, fileText } from "../../platform/settings-export.ts";

type PaymentOptionFile = NonNullable<ShopSettingsFile["paymentOptions"]>[number];

/**
 * The payment options read back from the shop (the reverse of settings.ts), in their order; a retired one (offered
 * with no delivery type) is no longer the file's.
 */
export async function exportPaymentOptions(db: Db, portalId: number): Promise<PaymentOptionFile[]> {
  const rows = await db
    .select()
    .from(paymentOptions)
    .where(eq(paymentOptions.portalId, portalId))
    .orderBy(asc(paymentOptions.position), asc(paymentOptions.id));
  return rows
    .filter((row) => row.deliveryTypes === null || row.deliveryTypes.length > 0)
    .map((row) => {
      const t = row.translations;
      const title = fileText(row.title, t.title);
      const mobileTitle = fileText(row.mobileTitle, t.mobileTitle);
      return {
        provider: row.provider as PaymentOptionFile["provider"],
        title,
        // Left out, the mobile title is the title.
        ...(isDeepStrictEqual(title, mobileTitle) ? {} : { mobileTitle }),
        description: fileText(row.description, t.description),
        mobileDescription: fileText(row.mobileDescription, t.mobileDescription),
        verifyMobile: row.verifyMobile,
        requirePersonNo: row.requirePersonNo,
        fee: fileAmount(row.fee),
        methods: row.enabledPaymentMethods.map((m) => ({ name: fileText(m.name, m.names), icon: m.icon })),
        deliveryTypes: row.deliveryTypes as PaymentOptionFile["deliveryTypes"],
      };
    });
}
