import { describe, expect, it } from "vitest";
import type { StoredOrderLine } from "../cart/kind.ts";
import { allDownloads, handKinds, lineKind } from "../cart/kinds.ts";
import { kinds } from "./registry.ts";

const stored = (productKind: string, overrides: Partial<StoredOrderLine> = {}): StoredOrderLine => ({
  productKind,
  pictureType: "IP",
  subjectId: 7,
  subjectUuid: "00000000-0000-4000-8000-000000000007",
  subjectName: "Emma Nordmann",
  pictureIds: [11, 12],
  ...overrides,
});
const context = {
  config: { signingSecret: "a-signing-secret-of-at-least-32-characters" },
  now: new Date("2026-05-01T12:00:00Z"),
  pictureById: new Map([
    [11, { uuid: "00000000-0000-4000-8000-000000000011", webshopId: "0011" }],
    [12, { uuid: "00000000-0000-4000-8000-000000000012", webshopId: "0012" }],
  ]),
};

describe("the registry of order-line kinds", () => {
  // The registry's list as every start hands it to the cart (modules/kinds.ts).
  handKinds(kinds);

  it("knows the digital file, the digital set, the catalogue and the template product, each under its own kind", () => {
    const names = ["digital_file", "digital_set", "catalogue", "template_product"];
    expect(names.map((name) => lineKind(name)?.name)).toEqual(names);
  });

  it("knows no line kind for a voucher, a fee or an unknown product", () => {
    for (const name of ["voucher", "fee", "template"]) expect(lineKind(name)).toBeNull();
  });

  it("calls a cart digital only when every line is a download", () => {
    expect(allDownloads(["digital_file", "digital_set"])).toBe(true);
    expect(allDownloads(["digital_file", "catalogue"])).toBe(false);
    expect(allDownloads(["digital_set", "template_product"])).toBe(false);
    expect(allDownloads(["fee"])).toBe(false);
  });

  it("a digital file entitles to its pictures and offers them to download", () => {
    const kind = lineKind("digital_file");
    expect(kind?.entitlements(stored("digital_file"))).toEqual({ pictureIds: [11, 12], sets: [] });
    const downloads = kind?.downloads(stored("digital_file"), context);
    expect(downloads?.files.map((f) => f.webshopId)).toEqual(["0011", "0012"]);
    expect(downloads?.sets).toEqual([]);
  });

  it("a digital set entitles to the whole set of its picture type and offers it as one zip", () => {
    const kind = lineKind("digital_set");
    expect(kind?.entitlements(stored("digital_set", { pictureType: "GP" }))).toEqual({
      pictureIds: [],
      sets: [{ subjectId: 7, pictureType: "GP" }],
    });
    const downloads = kind?.downloads(stored("digital_set"), context);
    expect(downloads?.files).toEqual([]);
    expect(downloads?.sets).toMatchObject([{ subjectName: "Emma Nordmann", pictureType: "IP" }]);
    expect(downloads?.sets[0]?.url).toContain("/IP.zip");
  });

  it("a catalogue is made in production: it entitles to nothing and offers nothing to download", () => {
    const kind = lineKind("catalogue");
    expect(kind?.fulfilment).toBe("production");
    expect(kind?.entitlements(stored("catalogue"))).toEqual({ pictureIds: [], sets: [] });
    expect(kind?.downloads(stored("catalogue"), context)).toEqual({ files: [], sets: [] });
  });

  it("a template product is made in production: it entitles to nothing and offers nothing to download", () => {
    const kind = lineKind("template_product");
    expect(kind?.fulfilment).toBe("production");
    const line = stored("template_product", { pictureType: null });
    expect(kind?.entitlements(line)).toEqual({ pictureIds: [], sets: [] });
    expect(kind?.downloads(line, context)).toEqual({ files: [], sets: [] });
  });
});
