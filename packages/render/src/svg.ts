/** The few pieces of SVG text building the renderer needs: escaping and stable numbers. */

const xmlEscapes: Readonly<Record<string, string>> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&apos;",
};

/** Escapes text and attribute values; characters XML 1.0 does not allow at all are dropped. */
export function escapeXml(text: string): string {
  return text
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, "")
    .replace(/[&<>"']/g, (character) => xmlEscapes[character] ?? character);
}

/** Below this a number is written as 0. */
const smallest = 1e-12;

/**
 * Every number the renderer writes into SVG (and so into the print PDF, which reads it back): plain decimals, never an
 * exponent ('1e-7', '1e+21', which not every reader takes) and never "-0". A length of 1 or more keeps three decimals
 * (a micrometre in mm); a smaller number keeps six significant digits, so a picture's scale (0.00833… mm a pixel)
 * stays exact enough to cover its field. Not a finite number is a bug upstream, and says so.
 */
export function num(value: number): string {
  if (!Number.isFinite(value)) throw new RangeError(`not a number the renderer can write: ${value}`);
  const magnitude = Math.abs(value);
  if (magnitude < smallest) return "0";
  // toFixed writes an exponent from 1e21 on; such a number is an integer, which BigInt writes out in full.
  if (magnitude >= 1e21) return BigInt(value).toString();
  const decimals = magnitude >= 1 ? 3 : Math.min(12, 5 - Math.floor(Math.log10(magnitude)));
  const fixed = value.toFixed(decimals).replace(/\.?0+$/, "");
  return fixed === "-0" || fixed === "" ? "0" : fixed;
}

/** SVG path data made elsewhere (a glyph's outline from fontkit) with every number written again by `num`. */
export function plainPathData(d: string): string {
  return d.replace(/[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?/g, (number) => num(Number(number)));
}

export type AttributeValue = string | number | undefined;

/** ` name="value"` pairs; undefined values are left out. */
export function attributes(values: Readonly<Record<string, AttributeValue>>): string {
  let out = "";
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined) continue;
    out += ` ${name}="${typeof value === "number" ? num(value) : escapeXml(value)}"`;
  }
  return out;
}

export function element(
  name: string,
  values: Readonly<Record<string, AttributeValue>>,
  children?: string,
): string {
  return children === undefined
    ? `<${name}${attributes(values)}/>`
    : `<${name}${attributes(values)}>${children}</${name}>`;
}
