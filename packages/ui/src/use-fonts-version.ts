import type { FontFamily } from "@shop/domain/template-text";
import { useEffect, useState } from "react";
import { loadFonts } from "./template-fonts.ts";

/**
 * A number that goes up once the given font families have loaded (or failed to), so a drawing whose texts were
 * measured with a fallback font measures them again with the real one.
 */
export function useFontsVersion(families: readonly FontFamily[]): number {
  // Compared by value: a new array of the same families loads nothing again.
  const key = [...families].sort().join("|");
  const [version, setVersion] = useState(0);
  useEffect(() => {
    if (key === "") return;
    let live = true;
    loadFonts(key.split("|") as FontFamily[])
      .catch(() => undefined)
      .finally(() => live && setVersion((v) => v + 1));
    return () => {
      live = false;
    };
  }, [key]);
  return version;
}
