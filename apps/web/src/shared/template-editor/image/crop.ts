import type { PictureRotation } from "@shop/domain/template-text";
import { coverCrop } from "@shop/render/fill";
import type { Crop } from "@shop/render/template";

/**
 * The crop maths of the image screen, pure so that the gesture handlers and the tests share them. A crop is in
 * fractions of the picture as the parent sees it (after its rotation) and always has the field's shape, so it
 * covers the frame exactly; it never leaves the picture, and it is never larger than the cover crop (the largest
 * crop of the field's shape), so the frame never shows empty space.
 */

export interface Size {
  readonly width: number;
  readonly height: number;
}

/** How far a parent may zoom in: the crop's side down to a quarter of the cover crop's. */
export const maxZoom = 4;

function turned(rotation: PictureRotation): boolean {
  return rotation === 90 || rotation === 270;
}

/** The picture's size as the parent sees it, after its rotation. */
export function rotatedSize(picture: Size, rotation: PictureRotation): Size {
  return turned(rotation) ? { width: picture.height, height: picture.width } : picture;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(Math.max(value, min), max);
}

/** How much the crop is zoomed in from the cover crop: 1 is the cover crop, maxZoom the closest. */
export function zoomOf(crop: Crop, cover: Crop): number {
  return cover.width / crop.width;
}

/**
 * The crop of the field's shape around a centre at a zoom, kept inside the picture: the zoom is held between 1 and
 * maxZoom (1 when zooming is disabled), then the crop slides back inside.
 */
export function cropAt(cover: Crop, centre: { x: number; y: number }, zoom: number, zoomable = true): Crop {
  const z = zoomable ? clamp(zoom, 1, maxZoom) : 1;
  const width = cover.width / z;
  const height = cover.height / z;
  return {
    x: clamp(centre.x - width / 2, 0, 1 - width),
    y: clamp(centre.y - height / 2, 0, 1 - height),
    width,
    height,
  };
}

function centreOf(crop: Crop): { x: number; y: number } {
  return { x: crop.x + crop.width / 2, y: crop.y + crop.height / 2 };
}

/** Any crop made valid: the field's shape (from the cover crop), inside the picture. */
export function validCrop(crop: Crop, cover: Crop, zoomable = true): Crop {
  return cropAt(cover, centreOf(crop), zoomOf(crop, cover), zoomable);
}

/**
 * Moves the crop by a finger's movement in frame pixels: the picture follows the finger, so the crop moves the
 * other way, by the movement's share of the frame.
 */
export function moveCrop(
  crop: Crop,
  cover: Crop,
  dxPx: number,
  dyPx: number,
  frame: Size,
  zoomable = true,
): Crop {
  if (frame.width <= 0 || frame.height <= 0) return crop;
  const centre = centreOf(crop);
  return cropAt(
    cover,
    {
      x: centre.x - (dxPx / frame.width) * crop.width,
      y: centre.y - (dyPx / frame.height) * crop.height,
    },
    zoomOf(crop, cover),
    zoomable,
  );
}

/**
 * Zooms by a factor (above 1 zooms in) around a point of the frame in fractions (0.5, 0.5 is its centre): the
 * picture's point under the fingers stays under them, as far as the picture's edges allow.
 */
export function zoomCrop(
  crop: Crop,
  cover: Crop,
  factor: number,
  focus: { x: number; y: number } = { x: 0.5, y: 0.5 },
  zoomable = true,
): Crop {
  if (!zoomable || !(factor > 0)) return crop;
  const zoom = clamp(zoomOf(crop, cover) * factor, 1, maxZoom);
  const width = cover.width / zoom;
  const height = cover.height / zoom;
  const fx = clamp(focus.x, 0, 1);
  const fy = clamp(focus.y, 0, 1);
  const pointX = crop.x + fx * crop.width;
  const pointY = crop.y + fy * crop.height;
  const centre = { x: pointX - fx * width + width / 2, y: pointY - fy * height + height / 2 };
  return cropAt(cover, centre, zoom, zoomable);
}

/** A point in fractions of the picture seen at one rotation, seen at the next quarter turn clockwise. */
function quarterClockwise(point: { x: number; y: number }): { x: number; y: number } {
  return { x: 1 - point.y, y: point.x };
}

function quarterTurns(rotation: PictureRotation): number {
  return rotation / 90;
}

/**
 * The crop after the picture turns from one rotation to another: the same spot of the picture stays in the middle
 * of the frame at the same zoom, within the new cover crop (the rotated picture has another shape).
 */
export function rotateCrop(
  crop: Crop,
  field: Size,
  picture: Size,
  from: PictureRotation,
  to: PictureRotation,
  zoomable = true,
): Crop {
  const zoom = zoomOf(crop, coverCrop(field, picture, from));
  let centre = centreOf(crop);
  const turns = (quarterTurns(to) - quarterTurns(from) + 4) % 4;
  for (let i = 0; i < turns; i++) centre = quarterClockwise(centre);
  return cropAt(coverCrop(field, picture, to), centre, zoom, zoomable);
}

/**
 * The CSS transform (origin at the top-left corner) that draws an image box of `box` pixels, the unrotated picture,
 * so that the crop fills a frame of `frame` pixels: turn it, move the crop's corner to the origin, scale the crop to
 * cover the frame and centre it, as the renderer does.
 */
export function cropTransform(crop: Crop, rotation: PictureRotation, box: Size, frame: Size): string {
  const seen = rotatedSize(box, rotation);
  const cropWidth = crop.width * seen.width;
  const cropHeight = crop.height * seen.height;
  if (cropWidth <= 0 || cropHeight <= 0 || frame.width <= 0 || frame.height <= 0) return "none";
  const scale = Math.max(frame.width / cropWidth, frame.height / cropHeight);
  const offsetX = (frame.width - cropWidth * scale) / 2;
  const offsetY = (frame.height - cropHeight * scale) / 2;
  const turn =
    rotation === 90
      ? `translate(${box.height}px,0px) rotate(90deg)`
      : rotation === 180
        ? `translate(${box.width}px,${box.height}px) rotate(180deg)`
        : rotation === 270
          ? `translate(0px,${box.width}px) rotate(270deg)`
          : "";
  const n = (value: number) => Number(value.toFixed(4));
  return [
    `translate(${n(offsetX)}px,${n(offsetY)}px)`,
    `scale(${n(scale)})`,
    `translate(${n(-crop.x * seen.width)}px,${n(-crop.y * seen.height)}px)`,
    turn,
  ]
    .filter(Boolean)
    .join(" ");
}
