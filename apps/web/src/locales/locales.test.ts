import { describe, expect, it } from "vitest";
import en from "./en.json";
import nb from "./nb.json";

type Texts = { [key: string]: string | Texts };

/** Every text's path ('checkout.address.city'), with the placeholders it uses. */
function texts(tree: Texts, prefix = ""): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === "string") {
      found.set(`${prefix}${key}`, [...value.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1] ?? "").sort());
    } else {
      for (const [k, v] of texts(value, `${prefix}${key}.`)) found.set(k, v);
    }
  }
  return found;
}

describe("the interface's languages", () => {
  const english = texts(en as Texts);
  const bokmal = texts(nb as Texts);

  it("Norwegian Bokmål has every English text, and no text English lacks", () => {
    expect([...english.keys()].filter((k) => !bokmal.has(k))).toEqual([]);
    expect([...bokmal.keys()].filter((k) => !english.has(k))).toEqual([]);
  });

  it("a translation uses the same placeholders as the English text", () => {
    const differing = [...english].filter(([key, names]) => {
      const other = bokmal.get(key);
      return other !== undefined && other.join(",") !== names.join(",");
    });
    expect(differing.map(([key]) => key)).toEqual([]);
  });
});
