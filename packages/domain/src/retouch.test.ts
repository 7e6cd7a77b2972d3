import { describe, expect, it } from "vitest";
import { retouchLinePrice, retouchProductFor } from "./retouch.ts";

describe("retouchProductFor", () => {
  const all = { id: 1, pictureType: null };
  const group = { id: 2, pictureType: "GP" as const };
  it("takes the product of the picture's own type before one for every type", () => {
    expect(retouchProductFor([all, group], "GP")).toBe(group);
    expect(retouchProductFor([all, group], "IP")).toBe(all);
  });
  it("offers nothing when no product applies", () => {
    expect(retouchProductFor([group], "IP")).toBeNull();
    expect(retouchProductFor([], "IP")).toBeNull();
  });
});

describe("retouchLinePrice", () => {
  const tasks = [
    { uuid: "a", extraPrice: 4900 },
    { uuid: "b", extraPrice: 2900 },
    { uuid: "c", extraPrice: 1900 },
  ];
  it("is the product's price plus the chosen tasks' extra prices", () => {
    expect(retouchLinePrice([{ quantity: 1, price: 0, campaignPrice: null }], tasks, ["a", "c"])).toEqual({
      linePrice: 6800,
      actualLinePrice: 6800,
    });
    expect(retouchLinePrice([{ quantity: 1, price: 1000, campaignPrice: 500 }], tasks, ["b"])).toEqual({
      linePrice: 3900,
      actualLinePrice: 3400,
    });
  });
  it("ignores tasks of another product", () => {
    expect(retouchLinePrice([{ quantity: 1, price: 0, campaignPrice: null }], tasks, ["x"]).linePrice).toBe(
      0,
    );
  });
});
