import type { XmlNode } from "./xml.ts";

/** Test helpers over the XML walk of xml.ts: finding elements in the renderer's SVG and reading their text. */

export { parseXml, type XmlNode } from "./xml.ts";

/** Every element below `node` (depth first) that matches. */
export function findAll(node: XmlNode, match: (candidate: XmlNode) => boolean): XmlNode[] {
  const found: XmlNode[] = [];
  const walk = (current: XmlNode) => {
    for (const child of current.children) {
      if (match(child)) found.push(child);
      walk(child);
    }
  };
  walk(node);
  return found;
}

export function byName(name: string): (node: XmlNode) => boolean {
  return (node) => node.name === name;
}

export function byAttribute(name: string, value?: string): (node: XmlNode) => boolean {
  return (node) => (value === undefined ? name in node.attributes : node.attributes[name] === value);
}

/** The text of a node and all below it. */
export function textOf(node: XmlNode): string {
  return node.text + node.children.map(textOf).join("");
}
