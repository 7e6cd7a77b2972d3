import type { ShopSettingsFile } from "@shop/contracts/studio-settings";
import { expressLocationUuid, isExpressLocation } from "@shop/domain/pickup-location";
import { and, asc, eq, gt, isNull, or } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { deliveryOptions, pickupLocations } from "../../db/schema/delivery.ts";
import { fileAmount, fileDate, fileText } from "../../platform/settings-export.ts";

type DeliveryOptionFile = NonNullable<ShopSettingsFile["deliveryOptions"]>[number];

/**
 * The delivery options read back from the shop (the reverse of settings.ts), in their order: those not expired by
 * `now`, since an expired one is what the file no longer lists. School pickup names its jobs with `jobRef`.
 */
export async function exportDeliveryOptions(
  db: Db,
  portalId: number,
  now: Date,
  jobRef: (jobId: number) => string | null,
): Promise<DeliveryOptionFile[]> {
  const rows = await db
    .select()
    .from(deliveryOptions)
    .where(
      and(
        eq(deliveryOptions.portalId, portalId),
        or(isNull(deliveryOptions.expiresAt), gt(deliveryOptions.expiresAt, now)),
      ),
    )
    .orderBy(asc(deliveryOptions.position), asc(deliveryOptions.id));
  const out: DeliveryOptionFile[] = [];
  for (const row of rows) {
    const common = {
      name: fileText(row.name, row.translations.name),
      description: fileText(row.description, row.translations.description),
      price: fileAmount(row.price),
      deliveryDays: row.deliveryTime,
      expiresAt: fileDate(row.expiresAt),
      isExpress: row.isExpress,
    };
    if (row.type === "postage") {
      out.push({
        type: "postage",
        ...common,
        countries: row.countries.map((c) => ({
          code: c.code,
          // The row keeps the code as the name when the file gave none.
          ...(c.names && Object.keys(c.names).length > 0
            ? { name: { ...c.names } }
            : c.name !== c.code
              ? { name: c.name }
              : {}),
          gatherState: c.gatherState,
          hidePostalCode: c.hidePostalCode,
          states: c.states,
        })),
      });
    } else if (row.type === "store-pickup") {
      out.push({ type: "store-pickup", ...common, stores: await exportStores(db, row.id) });
    } else if (row.type === "school-pickup") {
      const jobs = row.jobIds === null ? null : row.jobIds.flatMap((id) => jobRef(id) ?? []);
      // Offered for no job (the file named only jobs the shop did not have), it is offered to no parent: the file
      // cannot say so (null is every job), and leaving it out, which expires it, keeps it so.
      if (jobs !== null && jobs.length === 0) continue;
      out.push({ type: "school-pickup", ...common, jobs });
    } else if (row.type === "digital-delivery") {
      out.push({ type: "digital-delivery", ...common });
    }
  }
  return out;
}

/** The option's stores, each with its express variant (the location whose uuid is derived from the store's). */
async function exportStores(db: Db, optionId: number) {
  const locations = await db
    .select()
    .from(pickupLocations)
    .where(eq(pickupLocations.deliveryOptionId, optionId))
    .orderBy(asc(pickupLocations.position), asc(pickupLocations.id));
  return locations
    .filter((l) => !isExpressLocation(l.uuid))
    .map((store) => {
      const express = locations.find((l) => l.uuid === expressLocationUuid(store.uuid));
      return {
        uuid: store.uuid,
        name: fileText(store.name, store.translations.name),
        address: store.address1,
        postalCode: store.postalCode,
        city: store.city,
        price: fileAmount(store.price),
        deliveryDays: store.deliveryTime,
        ...(express
          ? {
              express: {
                name: fileText(express.name, express.translations.name),
                price: fileAmount(express.price),
                deliveryDays: express.deliveryTime,
              },
            }
          : {}),
      };
    });
}
