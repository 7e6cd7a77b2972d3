import { shopLimits } from "./limits.ts";

/** A pickup location whose uuid ends in -111111111111 is the express variant of its store (spec 03 §2.2). */
export function isExpressLocation(uuid: string): boolean {
  return uuid.toLowerCase().endsWith(shopLimits.expressPickupSuffix);
}

/** The first 23 characters of a pickup location's uuid identify its store. */
export function storeKey(uuid: string): string {
  return uuid.toLowerCase().slice(0, shopLimits.storeKeyLength);
}

/** The uuid of a store's express variant: the store's key with the express suffix. */
export function expressLocationUuid(storeUuid: string): string {
  return `${storeKey(storeUuid)}${shopLimits.expressPickupSuffix}`;
}

export interface PickupStore<T> {
  key: string;
  /** The store's ordinary location; an express variant listed without one stands in for it. */
  standard: T;
  /** The express variant, when the store has one besides its ordinary location. */
  express: T | null;
}

/** The locations grouped by store, in the order each store first appears. */
export function groupPickupLocations<T extends { uuid: string }>(locations: readonly T[]): PickupStore<T>[] {
  const stores = new Map<string, { standard: T | null; express: T | null }>();
  for (const location of locations) {
    const key = storeKey(location.uuid);
    const store = stores.get(key) ?? { standard: null, express: null };
    if (isExpressLocation(location.uuid)) store.express ??= location;
    else store.standard ??= location;
    stores.set(key, store);
  }
  const grouped: PickupStore<T>[] = [];
  for (const [key, { standard, express }] of stores) {
    if (standard) grouped.push({ key, standard, express });
    else if (express) grouped.push({ key, standard: express, express: null });
  }
  return grouped;
}
