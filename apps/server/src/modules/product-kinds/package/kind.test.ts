import { describe, expect, it } from "vitest";
import type { StoredOrderLine } from "../../cart/kind.ts";
import { lineKind } from "../../cart/kinds.ts";
import { packageKind } from "./index.ts";
import { packageData, type StoredPackage } from "./stored.ts";

const stored: StoredPackage = {
  uuid: "00000000-0000-4000-8000-0000000000aa",
  name: "Family package",
  items: [
    {
      uuid: "00000000-0000-4000-8000-0000000000b1",
      type: "CATALOGUE",
      product: { uuid: "00000000-0000-4000-8000-0000000000c1", name: "School catalogue" },
      canChangeTemplate: false,
      version: 0,
      templateVersionId: null,
      instance: null,
      catalogue: { uuid: "00000000-0000-4000-8000-0000000000d1", name: "School catalogue" },
      pictureType: null,
    },
    {
      uuid: "00000000-0000-4000-8000-0000000000b2",
      type: "DIGITAL_SET",
      product: { uuid: "00000000-0000-4000-8000-0000000000c2", name: "Digital portrait set" },
      canChangeTemplate: false,
      version: 0,
      templateVersionId: null,
      instance: null,
      catalogue: null,
      pictureType: "IP",
    },
  ],
};

const line = (overrides: Partial<StoredOrderLine> = {}): StoredOrderLine => ({
  productKind: "package",
  pictureType: null,
  subjectId: 7,
  subjectUuid: "00000000-0000-4000-8000-000000000007",
  subjectName: "Emma Nordmann",
  pictureIds: [],
  lineData: packageData.stored(stored),
  ...overrides,
});
const context = {
  config: { signingSecret: "a-signing-secret-of-at-least-32-characters" },
  now: new Date("2026-05-01T12:00:00Z"),
  pictureById: new Map(),
};

describe("the package kind", () => {
  it("is the registry's kind for package products, made and sent", () => {
    expect(lineKind("package")).toBe(packageKind);
    expect(packageKind.fulfilment).toBe("production");
  });

  it("entitles to the digital set of its DIGITAL_SET item's type, for the line's picture set", () => {
    expect(packageKind.entitlements(line())).toEqual({
      pictureIds: [],
      sets: [{ subjectId: 7, pictureType: "IP" }],
    });
    // Without a digital set item, a picture set or a readable design: nothing.
    const catalogueOnly = packageData.stored({ ...stored, items: stored.items.slice(0, 1) });
    expect(packageKind.entitlements(line({ lineData: catalogueOnly }))).toEqual({
      pictureIds: [],
      sets: [],
    });
    expect(packageKind.entitlements(line({ subjectId: null })).sets).toEqual([]);
    expect(packageKind.entitlements(line({ lineData: { schemaVersion: 1, broken: true } })).sets).toEqual([]);
  });

  it("offers the set's zip on the receipt, signed", () => {
    const { sets, files } = packageKind.downloads(line(), context);
    expect(files).toEqual([]);
    expect(sets).toHaveLength(1);
    expect(sets[0]).toMatchObject({
      subjectUuid: "00000000-0000-4000-8000-000000000007",
      subjectName: "Emma Nordmann",
      pictureType: "IP",
    });
    expect(sets[0]?.url).toMatch(/\/IP\.zip\?exp=\d+&sig=/);
  });
});
