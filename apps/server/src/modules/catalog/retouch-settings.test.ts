import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/helpers.ts";
import { applyShopSettings } from "../settings/service.ts";
import { parseShopSettings } from "../settings/validation.ts";
import { retouchProducts } from "./retouch-products.ts";

const exampleText = readFileSync(new URL("../../../../../docs/examples/shop.json", import.meta.url), "utf8");

// biome-ignore lint/suspicious/noExplicitAny: the test edits the JSON document as an operator would.
function settings(edit: (document: Record<string, any>) => void = () => {}) {
  const document = JSON.parse(exampleText);
  edit(document);
  const parsed = parseShopSettings(document);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues));
  return parsed.settings;
}

describe("retouch products in the shop settings file", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const sold = async () =>
    (await retouchProducts(t.db, t.app.portalId)).map((p) => ({
      name: p.name,
      pictureType: p.pictureType,
      price: p.prices[0]?.price,
      tasks: p.tasks.map((x) => [x.name, x.extraPrice]),
    }));

  it("creates the file's retouch products with their tasks, and a second apply changes nothing", async () => {
    await applyShopSettings(t.db, settings());
    expect(await sold()).toEqual([
      {
        name: "Retouch",
        pictureType: null,
        price: 0,
        tasks: [
          ["Remove blemishes", 7_900],
          ["Fix flyaway hair", 4_900],
          ["Brighten teeth", 3_900],
        ],
      },
    ]);
    const uuids = (await retouchProducts(t.db, t.app.portalId))[0]?.tasks.map((x) => x.uuid);
    const again = await applyShopSettings(t.db, settings());
    expect(again.changes.find((c) => c.what === "retouch product")?.action).toBe("unchanged");
    // Tasks are found by name: carts that chose them keep pointing at them.
    expect((await retouchProducts(t.db, t.app.portalId))[0]?.tasks.map((x) => x.uuid)).toEqual(uuids);
  });

  it("changes a task's price, removes a task the file no longer lists, and retires a product left out", async () => {
    await applyShopSettings(
      t.db,
      settings((d) => {
        d.retouch[0].tasks = [
          { name: "Remove blemishes", extraPrice: "99" },
          { name: "Brighten teeth", extraPrice: "39" },
        ];
        d.retouch.push({
          name: "Group retouch",
          pictureType: "GP",
          price: "10",
          tasks: [{ name: "Open closed eyes", extraPrice: "149" }],
        });
      }),
    );
    expect(await sold()).toEqual([
      {
        name: "Retouch",
        pictureType: null,
        price: 0,
        tasks: [
          ["Remove blemishes", 9_900],
          ["Brighten teeth", 3_900],
        ],
      },
      { name: "Group retouch", pictureType: "GP", price: 1_000, tasks: [["Open closed eyes", 14_900]] },
    ]);
    const report = await applyShopSettings(
      t.db,
      settings((d) => {
        d.retouch = [d.retouch[0]];
      }),
    );
    expect(report.changes).toContainEqual(
      expect.objectContaining({ what: "retouch product", key: '"Group retouch"', action: "retired" }),
    );
    expect((await sold()).map((p) => p.name)).toEqual(["Retouch"]);
  });

  it("refuses two retouch products of one name, and a product without tasks", () => {
    expect(
      parseShopSettings({
        ...JSON.parse(exampleText),
        retouch: [
          { name: "Retouch", tasks: [{ name: "A", extraPrice: "1" }] },
          { name: "Retouch", tasks: [{ name: "B", extraPrice: "1" }] },
        ],
      }).ok,
    ).toBe(false);
    expect(
      parseShopSettings({ ...JSON.parse(exampleText), retouch: [{ name: "Retouch", tasks: [] }] }).ok,
    ).toBe(false);
  });
});
