import { useEffect } from "react";
import { useSettings } from "./queries/settings.ts";

/**
 * Names the browser tab '{page} – {shop}' while the page is shown. The layout names the tab after the shop when
 * the settings arrive, in the same commit and after this (a parent's effects run after its children's), so the
 * title is set once that commit's effects are done.
 */
export function useDocumentTitle(page: string): void {
  const shopName = useSettings().data?.portal.name;
  const title = shopName ? `${page} – ${shopName}` : page;
  useEffect(() => {
    const previous = document.title;
    let active = true;
    queueMicrotask(() => {
      if (active) document.title = title;
    });
    return () => {
      active = false;
      document.title = previous;
    };
  }, [title]);
}
