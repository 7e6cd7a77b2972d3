import { describe, expect, it } from "vitest";
import { picturesOfAddedLines, retouchLinePrice, retouchProductFor, retouchSummary } from "./retouch.ts";

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

describe("retouchSummary", () => {
  const pictures = [
    {
      uuid: "p1",
      price: 0,
      tasks: [
        { uuid: "a", extraprice: 7900 },
        { uuid: "b", extraprice: 4900 },
      ],
    },
    { uuid: "p2", price: 1000, tasks: [{ uuid: "a", extraprice: 7900 }] },
    { uuid: "p3", price: 1000, tasks: [] },
  ];
  it("counts the pictures with a task chosen and adds their prices and tasks", () => {
    expect(retouchSummary(pictures, { p1: ["a", "b"], p2: ["a"] })).toEqual({
      pictureCount: 2,
      total: 21_700,
    });
  });
  it("leaves out pictures without a task, and tasks not offered for the picture", () => {
    expect(retouchSummary(pictures, { p1: [], p2: ["x"], p3: ["a"] })).toEqual({ pictureCount: 0, total: 0 });
  });
});

describe("picturesOfAddedLines", () => {
  const picture = (uuid: string, ...lines: string[]) => ({ uuid, lines });
  const pictures = [
    picture("p1", "card"),
    picture("p2", "card", "mug"),
    picture("p3", "mug"),
    picture("p4", "set"),
  ];

  it("puts the pictures of the lines just added first, in the cart's order, and the others after", () => {
    const { added, others } = picturesOfAddedLines(pictures, ["mug"]);
    expect(added.map((p) => p.uuid)).toEqual(["p2", "p3"]);
    expect(others.map((p) => p.uuid)).toEqual(["p1", "p4"]);
  });

  it("shows every picture first without a line added, or when the line has no picture to retouch", () => {
    expect(picturesOfAddedLines(pictures, []).added).toHaveLength(4);
    expect(picturesOfAddedLines(pictures, ["catalogue"])).toEqual({ added: pictures, others: [] });
  });
});
