import { coverCrop } from "@shop/render/fill";
import type { Crop } from "@shop/render/template";
import { describe, expect, it } from "vitest";
import { cropAt, cropTransform, maxZoom, moveCrop, rotateCrop, validCrop, zoomCrop, zoomOf } from "./crop.ts";

const field = { width: 40, height: 30 };
const picture = { width: 3000, height: 2000 };
const cover = coverCrop(field, picture);
const frame = { width: 400, height: 300 };

/** The crop has the field's shape in the picture's pixels, lies inside the picture and is no larger than cover. */
function expectValid(crop: Crop, coverCrop: Crop, size = picture) {
  expect(crop.x).toBeGreaterThanOrEqual(-1e-12);
  expect(crop.y).toBeGreaterThanOrEqual(-1e-12);
  expect(crop.x + crop.width).toBeLessThanOrEqual(1 + 1e-12);
  expect(crop.y + crop.height).toBeLessThanOrEqual(1 + 1e-12);
  expect(crop.width).toBeLessThanOrEqual(coverCrop.width + 1e-12);
  expect((crop.width * size.width) / (crop.height * size.height)).toBeCloseTo(field.width / field.height, 9);
}

describe("the crop maths", () => {
  it("a crop at zoom 1 is the cover crop", () => {
    expect(cropAt(cover, { x: 0.5, y: 0.5 }, 1)).toEqual(cover);
  });

  it("dragging the picture right moves the crop left, and never past the picture's edge", () => {
    const zoomed = cropAt(cover, { x: 0.5, y: 0.5 }, 2);
    const moved = moveCrop(zoomed, cover, 100, 0, frame);
    expect(moved.x).toBeCloseTo(zoomed.x - 0.25 * zoomed.width, 12);
    const far = moveCrop(zoomed, cover, 10_000, 10_000, frame);
    expect(far.x).toBe(0);
    expect(far.y).toBe(0);
    expectValid(far, cover);
    const other = moveCrop(zoomed, cover, -10_000, -10_000, frame);
    expect(other.x + other.width).toBeCloseTo(1, 12);
    expectValid(other, cover);
  });

  it("zooming in keeps the spot under the fingers in place and stops at the closest zoom", () => {
    const zoomed = zoomCrop(cover, cover, 2, { x: 0.5, y: 0.5 });
    expect(zoomOf(zoomed, cover)).toBeCloseTo(2, 12);
    expect(zoomed.x + zoomed.width / 2).toBeCloseTo(cover.x + cover.width / 2, 12);
    const closest = zoomCrop(cover, cover, 100);
    expect(zoomOf(closest, cover)).toBeCloseTo(maxZoom, 12);
    expectValid(closest, cover);
  });

  it("zooming out stops at the cover crop, so the frame never shows empty space", () => {
    const zoomed = zoomCrop(cover, cover, 3, { x: 0.9, y: 0.1 });
    expectValid(zoomed, cover);
    const out = zoomCrop(zoomed, cover, 0.01);
    expect(zoomOf(out, cover)).toBeCloseTo(1, 12);
    expectValid(out, cover);
  });

  it("a field that disables zoom only moves", () => {
    expect(zoomCrop(cover, cover, 2, { x: 0.5, y: 0.5 }, false)).toEqual(cover);
    expect(validCrop(cropAt(cover, { x: 0.5, y: 0.5 }, 2), cover, false)).toEqual(cover);
  });

  it("any crop is made valid: the field's shape, inside the picture", () => {
    const wild = { x: 0.9, y: 0.9, width: 0.05, height: 0.02 };
    expectValid(validCrop(wild, cover), cover);
  });

  it("turning the picture keeps the crop valid for the turned picture and keeps its middle", () => {
    const zoomed = cropAt(cover, { x: 0.4, y: 0.5 }, 2);
    const turned = rotateCrop(zoomed, field, picture, 0, 270);
    const turnedCover = coverCrop(field, picture, 270);
    expectValid(turned, turnedCover, { width: 2000, height: 3000 });
    expect(zoomOf(turned, turnedCover)).toBeCloseTo(2, 12);
    // A quarter turn counter-clockwise takes the point (0.4, 0.5) to (0.5, 0.6).
    expect(turned.x + turned.width / 2).toBeCloseTo(0.5, 12);
    expect(turned.y + turned.height / 2).toBeCloseTo(0.6, 12);
    // Four turns are the crop it started with.
    let crop = zoomed;
    for (const [from, to] of [
      [0, 270],
      [270, 180],
      [180, 90],
      [90, 0],
    ] as const) {
      crop = rotateCrop(crop, field, picture, from, to);
    }
    expect(crop.x).toBeCloseTo(zoomed.x, 12);
    expect(crop.y).toBeCloseTo(zoomed.y, 12);
  });

  it("the transform puts the crop's corners on the frame's corners at every rotation", () => {
    const box = { width: 900, height: 600 };
    for (const rotation of [0, 90, 180, 270] as const) {
      const turnedCover = coverCrop(field, picture, rotation);
      const crop = cropAt(turnedCover, { x: 0.45, y: 0.55 }, 1.7);
      const transform = cropTransform(crop, rotation, box, frame);
      // The crop's corners in the unrotated box: the picture seen turned back.
      const seen = rotation % 180 === 0 ? box : { width: box.height, height: box.width };
      const corners = [
        [crop.x, crop.y, 0, 0],
        [crop.x + crop.width, crop.y + crop.height, frame.width, frame.height],
      ] as const;
      for (const [u, v, fx, fy] of corners) {
        const [X, Y] = [u * seen.width, v * seen.height];
        const [x, y] = (
          {
            0: [X, Y],
            90: [Y, box.height - X],
            180: [box.width - X, box.height - Y],
            270: [box.width - Y, X],
          } as const satisfies Record<number, readonly [number, number]>
        )[rotation];
        const [px, py] = applyTransform(transform, x, y);
        expect(px).toBeCloseTo(fx, 1);
        expect(py).toBeCloseTo(fy, 1);
      }
    }
    expect(cropTransform(cover, 0, box, { width: 0, height: 0 })).toBe("none");
  });
});

/** Applies a CSS transform list of translate, scale and rotate to a point, as a browser does (last first). */
function applyTransform(transform: string, x0: number, y0: number): [number, number] {
  const steps = [...transform.matchAll(/(\w+)\(([^)]*)\)/g)].reverse();
  let [x, y] = [x0, y0];
  for (const [, name, args] of steps) {
    const values = (args ?? "").split(",").map((a) => Number.parseFloat(a));
    if (name === "translate") [x, y] = [x + (values[0] ?? 0), y + (values[1] ?? 0)];
    else if (name === "scale") [x, y] = [x * (values[0] ?? 1), y * (values[0] ?? 1)];
    else if (name === "rotate") {
      const a = ((values[0] ?? 0) * Math.PI) / 180;
      [x, y] = [x * Math.cos(a) - y * Math.sin(a), x * Math.sin(a) + y * Math.cos(a)];
    }
  }
  return [x, y];
}
