/**
 * The template editor's constants of spec 02 §5 and §9: fonts, font sizes, the colour palette, effects and
 * rotations. Shared by the template model (packages/render), the editor and the server.
 */

/** The 15 fonts of spec 02 §9, by their family name. */
export const fontFamilies = [
  "Anton",
  "Bebas Neue",
  "Comfortaa",
  "Dancing Script",
  "Graduate",
  "Lobster",
  "Lora",
  "Montserrat",
  "Oswald",
  "Pacifico",
  "Playfair Display",
  "Racing Sans One",
  "Roboto",
  "Sacramento",
  "Tourney",
] as const;
export type FontFamily = (typeof fontFamilies)[number];

export function isFontFamily(value: string): value is FontFamily {
  return (fontFamilies as readonly string[]).includes(value);
}

/** Font size in points: the slider runs from 12 to 110 (spec 02 §5, §9). */
export const fontSizeLimits = { min: 12, max: 110 } as const;

/**
 * The fixed palette of 10 colours (spec 02 §5); the template's own colour is offered besides these.
 * The spec names the colours only; the hex values are ours.
 */
export const fontPalette = [
  { name: "black", hex: "#000000" },
  { name: "white", hex: "#ffffff" },
  { name: "red", hex: "#d32f2f" },
  { name: "blue", hex: "#1565c0" },
  { name: "yellow", hex: "#fdd835" },
  { name: "purple", hex: "#7b1fa2" },
  { name: "green", hex: "#2e7d32" },
  { name: "light yellow", hex: "#fff59d" },
  { name: "pink", hex: "#f48fb1" },
  { name: "violet-blue", hex: "#3f51b5" },
] as const;

/** The colours a text field offers: the palette, then the template's own colour when it is not in it. */
export function textColourChoices(templateColour: string): readonly string[] {
  const own = templateColour.toLowerCase();
  const palette = fontPalette.map((colour) => colour.hex);
  return palette.includes(own as (typeof palette)[number]) ? palette : [...palette, own];
}

/** Picture effects (spec 02 §9). */
export const pictureEffects = ["original", "bw", "sepia"] as const;
export type PictureEffect = (typeof pictureEffects)[number];

/** Picture rotations in degrees clockwise (spec 02 §9). */
export const pictureRotations = [0, 90, 180, 270] as const;
export type PictureRotation = (typeof pictureRotations)[number];

/** 'Rotate' steps by minus 90 degrees, wrapping to 270 (spec 02 §4). */
export function nextRotation(rotation: PictureRotation): PictureRotation {
  return rotation === 0 ? 270 : ((rotation - 90) as PictureRotation);
}
