import type { PageModule } from "@shop/contracts/content";
import sanitizeHtml from "sanitize-html";

/**
 * The HTML a content page may hold: text markup, lists, tables, headings, links and pictures. No script, style,
 * iframe or form; no event handler or style attribute; links and pictures only over http(s), mailto or tel, or a
 * path of the shop. sanitize-html parses with htmlparser2 and rebuilds the allowed tree, so broken markup cannot
 * smuggle a tag through.
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: [
    "p",
    "br",
    "hr",
    "strong",
    "b",
    "em",
    "i",
    "u",
    "s",
    "small",
    "sub",
    "sup",
    "span",
    "blockquote",
    "h2",
    "h3",
    "h4",
    "ul",
    "ol",
    "li",
    "a",
    "img",
    "table",
    "thead",
    "tbody",
    "tr",
    "th",
    "td",
  ],
  allowedAttributes: { a: ["href", "title"], img: ["src", "alt", "width", "height"], th: ["scope"] },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesByTag: { img: ["http", "https"] },
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  // A link leaving the shop opens without handing it the opener.
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: /^https?:/i.test(attribs.href ?? "")
        ? { ...attribs, rel: "noopener noreferrer", target: "_blank" }
        : attribs,
    }),
  },
};
options.allowedAttributes = { ...options.allowedAttributes, a: ["href", "title", "rel", "target"] };

export function sanitizePageHtml(html: string): string {
  return sanitizeHtml(html, options);
}

/** Every HTML of a page's modules sanitised (a paragraph that is plain text is left as text). */
export function sanitizeModules(modules: readonly PageModule[]): PageModule[] {
  return modules.map((m) => {
    if (m.type === "richText") return { ...m, content: sanitizePageHtml(m.content) };
    if (m.type === "paragraph" && m.isHTML) return { ...m, content: sanitizePageHtml(m.content) };
    return m;
  });
}
