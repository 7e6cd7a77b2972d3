const placeholder = /\{\{(\w+)\}\}/g;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * The values a text was filled in with, when it was made from this template (`{{name}}` placeholders); null when
 * it was not. The web app uses it to say a server's English text in the user's language.
 */
export function matchTemplate(template: string, text: string): Record<string, string> | null {
  const names: string[] = [];
  let pattern = "";
  let last = 0;
  for (const m of template.matchAll(placeholder)) {
    pattern += `${escapeRegExp(template.slice(last, m.index))}(.+?)`;
    names.push(m[1] as string);
    last = m.index + m[0].length;
  }
  pattern += escapeRegExp(template.slice(last));
  const found = new RegExp(`^${pattern}$`, "s").exec(text);
  if (!found) return null;
  return Object.fromEntries(names.map((name, i) => [name, found[i + 1] as string]));
}

/** The key of the first template a text was made from, with its values; null when none fits. */
export function findTemplate<K extends string>(
  templates: Readonly<Record<K, string>>,
  text: string,
): { key: K; values: Record<string, string> } | null {
  for (const [key, template] of Object.entries(templates) as Array<[K, string]>) {
    const values = matchTemplate(template, text);
    if (values) return { key, values };
  }
  return null;
}
