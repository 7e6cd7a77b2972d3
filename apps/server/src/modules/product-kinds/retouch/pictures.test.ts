import { describe, expect, it } from "vitest";
import type { SetPicture } from "../../cart/kind.ts";
import type { RetouchProduct } from "../../catalog/retouch-products.ts";
import { retouchOptions } from "./options.ts";
import { picturesForRetouch } from "./pictures.ts";

const picture = (id: number, pictureType: SetPicture["pictureType"] = "IP"): SetPicture => ({
  id,
  uuid: `00000000-0000-4000-8000-00000000000${id}`,
  subjectId: 1,
  webshopId: `26-0001-0${id}`,
  pictureType,
});
const [p1, p2, p3, p4] = [picture(1), picture(2), picture(3), picture(4, "GP")];
const released = new Map([p1, p2, p3, p4].map((p) => [p.id, p]));
const retouchable = (...pictures: SetPicture[]) =>
  new Map(pictures.map((p) => [p.id, { ...p, lineUuids: [] }]));

describe("picturesForRetouch", () => {
  it("takes every picture each line sells, once each, in the cart's order", () => {
    const found = picturesForRetouch(
      [
        { uuid: "line-a", soldPictureIds: [2] },
        // A set sells every picture of it, not only the first it shows.
        { uuid: "line-b", soldPictureIds: [1, 3] },
        { uuid: "line-c", soldPictureIds: [2] },
      ],
      released,
    );
    expect([...found.keys()]).toEqual([2, 1, 3]);
  });

  it("says which lines sell each picture, so the page can show the line just added first", () => {
    const found = picturesForRetouch(
      [
        { uuid: "line-a", soldPictureIds: [1] },
        { uuid: "line-b", soldPictureIds: [1, 2] },
      ],
      released,
    );
    expect([...found.values()].map((p) => [p.id, p.lineUuids])).toEqual([
      [1, ["line-a", "line-b"]],
      [2, ["line-b"]],
    ]);
  });

  it("leaves out any picture that is not a released picture of a set (a parent's upload)", () => {
    const found = picturesForRetouch(
      [
        { uuid: "line-a", soldPictureIds: [99] },
        { uuid: "line-b", soldPictureIds: [] },
      ],
      released,
    );
    expect(found.size).toBe(0);
  });
});

describe("retouchOptions", () => {
  const product = (id: number, pictureType: RetouchProduct["pictureType"], price = 0): RetouchProduct => ({
    id,
    uuid: `10000000-0000-4000-8000-00000000000${id}`,
    name: `Retouch ${id}`,
    pictureType,
    prices: [{ quantity: 1, price, campaignPrice: null }],
    tasks: [{ uuid: `20000000-0000-4000-8000-00000000000${id}`, name: `Task ${id}`, extraPrice: 1_000 * id }],
  });
  const subjects = new Map([[1, { uuid: "30000000-0000-4000-8000-000000000001", name: "Nora Berg" }]]);

  it("offers each picture its product's tasks, with the chosen ones and the retouch lines' total", () => {
    const all = product(1, null);
    const group = product(2, "GP", 500);
    const answer = retouchOptions(
      [all, group],
      retouchable(p1, p4),
      subjects,
      [{ pictureId: 4, subProductUuids: [group.tasks[0]?.uuid ?? ""], actualLinePrice: 2_500 }],
      (uuid) => `/t/${uuid}`,
    );
    expect(answer.available).toBe(true);
    expect(answer.total).toBe(2_500);
    expect(
      answer.pictures.map((p) => [p.webshopId, p.price, p.tasks.map((x) => x.name), p.chosen.length]),
    ).toEqual([
      ["26-0001-01", 0, ["Task 1"], 0],
      ["26-0001-04", 500, ["Task 2"], 1],
    ]);
  });

  it("is not available without a retouch product, and leaves out pictures no product applies to", () => {
    expect(retouchOptions([], retouchable(p1), subjects, [], () => "")).toEqual({
      available: false,
      pictures: [],
      total: 0,
    });
    const onlyGroup = retouchOptions([product(2, "GP")], retouchable(p1), subjects, [], () => "");
    expect(onlyGroup).toEqual({ available: true, pictures: [], total: 0 });
  });
});
