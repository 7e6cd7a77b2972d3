import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { checkPictureFile, pictureFileLimits } from "./picture-file.ts";

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#336699" } })
    .png()
    .toBuffer();

describe("a picture file", () => {
  it("is re-encoded as a JPEG of the same size", async () => {
    const checked = await checkPictureFile(await png(60, 40));
    expect(checked).toMatchObject({ width: 60, height: 40 });
    expect((await sharp(checked.jpeg).metadata()).format).toBe("jpeg");
  });

  it("is turned upright as the camera recorded it, and loses the camera's metadata", async () => {
    const rotated = await sharp({ create: { width: 60, height: 40, channels: 3, background: "#336699" } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExif({ IFD0: { Artist: "Photographer", Copyright: "GPS 59.91N 10.75E" } })
      .toBuffer();
    expect((await sharp(rotated).metadata()).exif).toBeDefined();
    const checked = await checkPictureFile(rotated);
    expect(checked).toMatchObject({ width: 40, height: 60 });
    const metadata = await sharp(checked.jpeg).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
  });

  it.each([
    ["text", Buffer.from("not a picture"), "not an image the shop can read"],
    [
      "an SVG drawing",
      Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><rect width="100" height="100"/></svg>',
      ),
      "a SVG file, not a photograph (JPEG, PNG, WebP, TIFF or AVIF)",
    ],
  ])("is refused when it is %s", async (_name, data, message) => {
    await expect(checkPictureFile(data)).rejects.toMatchObject({ name: "PictureFileError", message });
  });

  it("is refused, before decoding, when it has too few bytes for its pixels (a picture of one colour, a bomb)", async () => {
    const flat = await sharp({ create: { width: 3000, height: 2000, channels: 3, background: "#336699" } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(flat.length).toBeLessThan(3000 * 2000 * 0.01);
    await expect(checkPictureFile(flat)).rejects.toMatchObject({
      name: "PictureFileError",
      message: "too few bytes for the pixels it claims (damaged, or not a real photograph)",
      problem: { code: "pictureRefused", params: { reason: "too_few_bytes", what: "photograph" } },
    });
  });

  it("is refused beyond the size and pixel limits, and below the smallest side", async () => {
    const file = await png(200, 100);
    await expect(checkPictureFile(file, { ...pictureFileLimits, maxBytes: 100 })).rejects.toThrow(
      "larger than 0 MB",
    );
    await expect(checkPictureFile(file, { ...pictureFileLimits, maxPixels: 10_000 })).rejects.toThrow(
      "more than 0.01 megapixels",
    );
    await expect(checkPictureFile(await png(200, 10))).rejects.toThrow("smaller than 16 pixels on a side");
  });
});
