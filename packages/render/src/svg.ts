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

/** Numbers to a thousandth of a unit (a micrometre in mm), without "-0" or exponents. */
export function num(value: number): string {
  const rounded = Math.round(value * 1000) / 1000;
  return Object.is(rounded, -0) ? "0" : String(rounded);
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
