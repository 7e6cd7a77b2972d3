import { cloneElement, Fragment, type ReactElement, type ReactNode } from "react";
import { interpolate, type TextValues, useTranslation } from "./i18n.ts";

/** `<name>…</name>` in a text: the part between is drawn inside the component of that name. */
const tagged = /<([a-zA-Z0-9]+)>([\s\S]*?)<\/\1>/g;

/**
 * A text with parts drawn as components: `Contact us at <email>{{email}}</email>.` with `components={{ email: <a … /> }}`
 * draws the link with the text between the tags (its `{{name}}`s filled) as its content. The tags are read from the
 * text as written, before the values are filled in, so a value is only ever drawn as text.
 */
export function Trans({
  i18nKey,
  values,
  components,
}: {
  i18nKey: string;
  values?: TextValues;
  components: Record<string, ReactElement>;
}) {
  const { t } = useTranslation();
  // Without values, the text as written, its `{{name}}`s not yet filled.
  const text = t(i18nKey);
  const fill = (part: string) => (values === undefined ? part : interpolate(part, values));
  const parts: ReactNode[] = [];
  let at = 0;
  for (const match of text.matchAll(tagged)) {
    const [whole, name = "", inner = ""] = match;
    if (match.index > at) parts.push(fill(text.slice(at, match.index)));
    const component = components[name];
    parts.push(
      component === undefined ? fill(whole) : cloneElement(component, { key: parts.length }, fill(inner)),
    );
    at = match.index + whole.length;
  }
  if (at < text.length) parts.push(fill(text.slice(at)));
  return <Fragment>{parts}</Fragment>;
}
