import { mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createShop, type TestShop, testJpeg } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/helpers.ts";
import { createRetouchProduct, orderWithRetouch } from "../../test/retouch-orders.ts";
import { CliError } from "../command.ts";
import { printedBy } from "../print-test-support.ts";
import { retouchCommands } from "./retouch.ts";

describe("npm run shop -- order retouch-list / retouched", () => {
  let t: TestApp;
  let shop: TestShop;
  let list: (argv: string[]) => Promise<void>;
  let upload: (argv: string[]) => Promise<void>;
  const folder = mkdtempSync(path.join(os.tmpdir(), "shop-retouch-"));

  beforeAll(async () => {
    t = await createTestApp();
    shop = await createShop(t);
    const [listCommand, uploadCommand] = retouchCommands((work) => work({ db: t.db, storage: t.storage }));
    if (!listCommand || !uploadCommand) throw new Error("no command");
    list = (argv) => listCommand.run(argv);
    upload = (argv) => uploadCommand.run(argv);
  });
  afterAll(() => t.close());

  it("lists what is to be retouched, takes the retouched file, and the buyer's picture set shows it", async () => {
    const product = await createRetouchProduct(t);
    const tasks = product.tasks.slice(0, 2);
    const { parent, orderUuid, picture } = await orderWithRetouch(
      t,
      shop,
      tasks.map((x) => x.uuid),
    );
    const reference = `#${orderUuid.slice(0, 8)}`;
    expect(await printedBy(() => list([]))).toEqual([
      `${reference}  ${picture.webshopId}  Remove blemishes, Fix flyaway hair  (waiting)`,
      "1 picture(s).",
    ]);

    const text = path.join(folder, "notes.jpg");
    writeFileSync(text, "this is not a picture");
    await expect(upload([reference, picture.webshopId, text])).rejects.toThrow(CliError);
    await expect(upload([reference, "nope", text])).rejects.toThrow(/has no retouch of picture nope/);

    const file = path.join(folder, "retouched.png");
    writeFileSync(file, await testJpeg(120, 150, "#ff3366"));
    expect(await printedBy(() => upload([reference, picture.webshopId, file]))).toEqual([
      `Picture ${picture.webshopId} of order ${reference} is retouched (Remove blemishes, Fix flyaway hair).`,
    ]);
    expect(await printedBy(() => list([]))).toEqual(["No retouch is waiting."]);
    const [line] = await printedBy(() => list([reference]));
    expect(line).toMatch(new RegExp(`${picture.webshopId}  Remove blemishes, Fix flyaway hair  \\(done `));

    const res = await t.app.inject({
      method: "GET",
      url: `/api/webshop/picture-sets/${parent.set.subject.uuid}`,
      headers: { cookie: parent.cookie },
    });
    const body = res.json() as {
      pictures: Array<{ uuid: string; keywords: string[]; userBoughtRetouch: boolean }>;
    };
    const shown = ("pictureSet" in body ? (body.pictureSet as typeof body) : body).pictures.find(
      (p) => p.uuid === picture.uuid,
    );
    expect(shown?.keywords).toContain("retouched");
    expect(shown?.userBoughtRetouch).toBe(true);
  });

  it("asks for what is missing and names an unknown order", async () => {
    await expect(upload(["#00000000", "x"])).rejects.toThrow("Give the order, the picture and the file.");
    const file = path.join(folder, "any.jpg");
    writeFileSync(file, await testJpeg());
    await expect(upload(["#00000000", "x", file])).rejects.toThrow(new CliError("No order #00000000."));
    await expect(list(["#00000000"])).rejects.toThrow(new CliError("No order #00000000."));
  });
});
