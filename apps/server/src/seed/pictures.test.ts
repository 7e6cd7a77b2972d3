import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { renderPortrait } from "./pictures.ts";

describe("the demo's drawn portraits", () => {
  it("draw a portrait's mask with the same figures: one grey channel, white on the figure, black around", async () => {
    const options = { name: "Ada Lund", number: 2, figures: 1, size: { width: 120, height: 150 }, seed: 7 };
    const [portrait, mask] = await Promise.all([
      renderPortrait(options),
      renderPortrait({ ...options, mask: true }),
    ]);
    expect((await sharp(portrait).metadata()).format).toBe("jpeg");
    const meta = await sharp(mask).metadata();
    expect([meta.format, meta.width, meta.height, meta.channels]).toEqual(["png", 120, 150, 1]);
    const { data, info } = await sharp(mask).extractChannel(0).raw().toBuffer({ resolveWithObject: true });
    const at = (x: number, y: number) => data[Math.round(y) * info.width + Math.round(x)];
    // Black in the corner (the backdrop), white where the figure stands (the middle of the lower part).
    expect(at(0, 0)).toBe(0);
    expect(at(info.width / 2, info.height * 0.8)).toBe(255);
  });
});
