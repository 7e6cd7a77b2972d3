import { randomUUID } from "node:crypto";
import type { DeliveryOptionSettings } from "@shop/contracts/shop-settings";
import { sameName, splitText } from "@shop/domain/localised-text";
import { expressLocationUuid, isExpressLocation } from "@shop/domain/pickup-location";
import { and, asc, eq, gt, isNull, or } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { deliveryOptions, pickupLocations } from "../../db/schema/delivery.ts";
import { type ChangeLog, changedFields, type JobIndex, quoted } from "../../platform/shop-settings.ts";

type Store = Extract<DeliveryOptionSettings, { type: "store-pickup" }>["stores"][number];
type LocationValues = Omit<typeof pickupLocations.$inferInsert, "id">;

const optionFileNames = { deliveryTime: "deliveryDays", jobIds: "jobs" } as const;
const locationFileNames = {
  address1: "address",
  deliveryTime: "deliveryDays",
  deliveryOptionId: "option",
} as const;

async function upsertLocation(tx: Db, desired: LocationValues, log: ChangeLog): Promise<void> {
  const [row] = await tx
    .select()
    .from(pickupLocations)
    .where(eq(pickupLocations.uuid, desired.uuid))
    .limit(1);
  if (!row) {
    await tx.insert(pickupLocations).values(desired);
    log.upserted("pickup location", quoted(desired.name), false, []);
    return;
  }
  const fields = changedFields(row, desired, locationFileNames);
  if (fields.length > 0) await tx.update(pickupLocations).set(desired).where(eq(pickupLocations.id, row.id));
  log.upserted("pickup location", quoted(desired.name), true, fields);
}

/**
 * The option's pickup locations are the file's stores, each followed by its express variant. A store is found by
 * the uuid the file gives, else by its name; its express variant's uuid is derived from the store's (spec 03 §2.2).
 * Locations the file no longer lists are removed: orders keep their own copy of where they are picked up.
 */
async function applyStores(
  tx: Db,
  optionId: number,
  stores: Store[],
  defaultLanguage: string,
  log: ChangeLog,
): Promise<void> {
  const current = await tx
    .select()
    .from(pickupLocations)
    .where(eq(pickupLocations.deliveryOptionId, optionId))
    .orderBy(asc(pickupLocations.position), asc(pickupLocations.id));
  const kept = new Set<string>();
  let position = 0;
  for (const store of stores) {
    const uuid =
      store.uuid ??
      current.find((l) => sameName(l.name, l.translations.name, store.name) && !isExpressLocation(l.uuid))
        ?.uuid ??
      newStoreUuid();
    const place = { address1: store.address, postalCode: store.postalCode, city: store.city };
    const name = splitText(store.name, defaultLanguage);
    await upsertLocation(
      tx,
      {
        uuid,
        deliveryOptionId: optionId,
        name: name.text,
        translations: { name: name.translations },
        ...place,
        price: store.price,
        deliveryTime: store.deliveryDays,
        position: position++,
      },
      log,
    );
    kept.add(uuid);
    if (store.express) {
      const expressUuid = expressLocationUuid(uuid);
      const expressName = splitText(store.express.name, defaultLanguage);
      await upsertLocation(
        tx,
        {
          uuid: expressUuid,
          deliveryOptionId: optionId,
          name: expressName.text,
          translations: { name: expressName.translations },
          ...place,
          price: store.express.price,
          deliveryTime: store.express.deliveryDays,
          position: position++,
        },
        log,
      );
      kept.add(expressUuid);
    }
  }
  for (const location of current) {
    if (kept.has(location.uuid)) continue;
    await tx.delete(pickupLocations).where(eq(pickupLocations.id, location.id));
    log.record({ what: "pickup location", key: quoted(location.name), action: "removed" });
  }
}

/** A random uuid that does not read as an express variant. */
function newStoreUuid(): string {
  for (;;) {
    const uuid = randomUUID();
    if (!isExpressLocation(uuid)) return uuid;
  }
}

/**
 * Delivery options, found by name, in the file's order. School pickup names its jobs: a job the shop does not have
 * yet is left out of the option (and reported) until the file is applied again after the job is imported. An option
 * the file no longer lists expires now: orders and checkouts keep pointing at it, parents are no longer offered it.
 */
export async function applyDeliveryOptions(
  tx: Db,
  portalId: number,
  options: DeliveryOptionSettings[],
  jobs: JobIndex,
  now: Date,
  defaultLanguage: string,
  log: ChangeLog,
): Promise<void> {
  const existing = await tx
    .select()
    .from(deliveryOptions)
    .where(eq(deliveryOptions.portalId, portalId))
    .orderBy(asc(deliveryOptions.position), asc(deliveryOptions.id));
  const claimed = new Set<number>();
  for (const [position, option] of options.entries()) {
    const name = splitText(option.name, defaultLanguage);
    const description = splitText(option.description, defaultLanguage);
    let jobIds: number[] | null = null;
    if (option.type === "school-pickup" && option.jobs !== null) {
      jobIds = [];
      for (const [j, ref] of option.jobs.entries()) {
        const id = jobs.resolve(ref, `deliveryOptions[${position}].jobs[${j}]`);
        if (id !== null) jobIds.push(id);
        else {
          log.record({
            what: "school pickup job",
            key: quoted(ref),
            action: "skipped",
            note: `the shop has no such job yet, so ${quoted(name.text)} leaves it out; apply the file again after importing it`,
          });
        }
      }
    }
    const desired = {
      type: option.type,
      name: name.text,
      description: description.text,
      translations: { name: name.translations, description: description.translations },
      price: option.price,
      deliveryTime: option.deliveryDays,
      expiresAt: option.expiresAt,
      isExpress: option.isExpress,
      countries:
        option.type === "postage"
          ? option.countries.map(({ name: countryName, ...country }) => {
              const split = countryName === undefined ? null : splitText(countryName, defaultLanguage);
              return { ...country, name: split?.text ?? country.code, names: split?.translations ?? {} };
            })
          : [],
      jobIds,
      position,
    };
    const row = existing.find(
      (r) => sameName(r.name, r.translations.name, option.name) && !claimed.has(r.id),
    );
    let optionId: number;
    if (!row) {
      const [created] = await tx
        .insert(deliveryOptions)
        .values({ portalId, ...desired })
        .returning({ id: deliveryOptions.id });
      if (!created) throw new Error("creating a delivery option returned no row");
      optionId = created.id;
      log.upserted("delivery option", quoted(name.text), false, []);
    } else {
      optionId = row.id;
      const fields = changedFields(row, desired, optionFileNames);
      if (fields.length > 0)
        await tx.update(deliveryOptions).set(desired).where(eq(deliveryOptions.id, row.id));
      log.upserted("delivery option", quoted(name.text), true, fields);
    }
    claimed.add(optionId);
    if (option.type === "store-pickup") await applyStores(tx, optionId, option.stores, defaultLanguage, log);
  }
  for (const row of existing) {
    if (claimed.has(row.id)) continue;
    const [retired] = await tx
      .update(deliveryOptions)
      .set({ expiresAt: now })
      .where(
        and(
          eq(deliveryOptions.id, row.id),
          or(isNull(deliveryOptions.expiresAt), gt(deliveryOptions.expiresAt, now)),
        ),
      )
      .returning({ id: deliveryOptions.id });
    if (retired) {
      log.record({
        what: "delivery option",
        key: quoted(row.name),
        action: "retired",
        note: "not in the file: expired now",
      });
    }
  }
}
