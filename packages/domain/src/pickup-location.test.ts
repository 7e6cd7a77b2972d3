import { describe, expect, it } from "vitest";
import { expressLocationUuid, groupPickupLocations, isExpressLocation, storeKey } from "./pickup-location.ts";

const oslo = "6f1c2a10-3b4d-4e5f-8a9b-0c1d2e3f4a5b";
const osloExpress = "6f1c2a10-3b4d-4e5f-8a9b-111111111111";
const bergen = "9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d";
const tromsoExpressOnly = "1234abcd-1234-4abc-8def-111111111111";

describe("express pickup locations (spec 03 §2.2, §9)", () => {
  it.each([
    [oslo, false],
    [osloExpress, true],
    ["6F1C2A10-3B4D-4E5F-8A9B-111111111111", true],
    ["6f1c2a10-3b4d-4e5f-8a9b-011111111111", false],
    ["6f1c2a10-3b4d-4e5f-8a9b-111111111110", false],
  ])("%s is express: %s", (uuid, express) => {
    expect(isExpressLocation(uuid)).toBe(express);
  });

  it.each([
    [oslo, "6f1c2a10-3b4d-4e5f-8a9b"],
    [osloExpress, "6f1c2a10-3b4d-4e5f-8a9b"],
    [bergen, "9a8b7c6d-5e4f-4a3b-9c2d"],
  ])("the store of %s is %s", (uuid, key) => {
    expect(storeKey(uuid)).toBe(key);
  });

  it("derives a store's express variant from the store's key", () => {
    expect(expressLocationUuid(oslo)).toBe(osloExpress);
    expect(expressLocationUuid(oslo.toUpperCase())).toBe(osloExpress);
    expect(isExpressLocation(expressLocationUuid(bergen))).toBe(true);
    expect(storeKey(expressLocationUuid(bergen))).toBe(storeKey(bergen));
  });

  it("groups each store with its express variant, in the order stores first appear", () => {
    const locations = [{ uuid: osloExpress }, { uuid: bergen }, { uuid: oslo }];
    expect(groupPickupLocations(locations)).toEqual([
      { key: storeKey(oslo), standard: { uuid: oslo }, express: { uuid: osloExpress } },
      { key: storeKey(bergen), standard: { uuid: bergen }, express: null },
    ]);
  });

  it("an express variant without its ordinary location stands as the store", () => {
    expect(groupPickupLocations([{ uuid: tromsoExpressOnly }])).toEqual([
      { key: storeKey(tromsoExpressOnly), standard: { uuid: tromsoExpressOnly }, express: null },
    ]);
  });

  it("no locations give no stores", () => {
    expect(groupPickupLocations([])).toEqual([]);
  });
});
