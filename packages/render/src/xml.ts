/** A tiny XML walk: enough to read the renderer's own SVG back as a tree (the print PDF and the tests do). */

export interface XmlNode {
  readonly name: string;
  readonly attributes: Readonly<Record<string, string>>;
  readonly children: XmlNode[];
  /** The text directly inside this element, unescaped. */
  text: string;
}

const entities: Readonly<Record<string, string>> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

function unescapeXml(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|apos);/g, (_, name: string) => entities[name] ?? "");
}

/** Parses the renderer's output; throws on anything not well-formed (stray '<', unclosed or crossed tags). */
export function parseXml(xml: string): XmlNode {
  const token = /<(\/?)([A-Za-z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>|([^<]+)/y;
  const root: XmlNode = { name: "#root", attributes: {}, children: [], text: "" };
  const stack: XmlNode[] = [root];
  while (token.lastIndex < xml.length) {
    const at = token.lastIndex;
    const match = token.exec(xml);
    if (match === null) throw new Error(`not well-formed at ${at}: ${xml.slice(at, at + 40)}`);
    const [, closing, name, rawAttributes, selfClosing, text] = match;
    const current = stack.at(-1) as XmlNode;
    if (text !== undefined) {
      if (/&(?!(amp|lt|gt|quot|apos);)/.test(text)) throw new Error(`a bare & at ${at}`);
      current.text += unescapeXml(text);
    } else if (closing === "/") {
      if (current.name !== name) throw new Error(`</${name}> closes <${current.name}> at ${at}`);
      stack.pop();
    } else {
      const attributes: Record<string, string> = {};
      for (const [, key, value] of (rawAttributes ?? "").matchAll(/([\w:-]+)="([^"]*)"/g)) {
        if (key !== undefined) attributes[key] = unescapeXml(value ?? "");
      }
      const node: XmlNode = { name: name ?? "", attributes, children: [], text: "" };
      current.children.push(node);
      if (selfClosing !== "/") stack.push(node);
    }
  }
  if (stack.length !== 1) throw new Error(`<${stack.at(-1)?.name}> is not closed`);
  const [top] = root.children;
  if (top === undefined || root.children.length !== 1) throw new Error("not one root element");
  return top;
}
