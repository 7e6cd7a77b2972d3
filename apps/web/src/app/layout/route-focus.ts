import { focusToRead } from "@shop/ui/focus";
import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

/**
 * After a navigation, focus moves to the new page's main heading (`h1` in `main`), so a screen reader announces the
 * page: a single-page app otherwise leaves the focus on a link that is gone. Not on the first load, which the browser
 * announces itself, and not when the new page has put the focus inside itself (a form's first field, a heading that
 * must be read out). A page whose heading comes with its data holds the focus on `main` until the heading appears,
 * unless the user has moved on by then.
 */
export function useRouteFocus(mainId: string): void {
  const { pathname } = useLocation();
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    let observer: MutationObserver | null = null;
    const moveFocus = () => {
      const main = document.getElementById(mainId);
      if (!main) return;
      const active = document.activeElement;
      if (active && active !== main && main.contains(active)) return;
      const heading = () => main.querySelector<HTMLElement>("h1");
      const found = heading();
      if (found) {
        focusToRead(found);
        return;
      }
      focusToRead(main);
      const waiting = new MutationObserver(() => {
        if (document.activeElement !== main) {
          waiting.disconnect();
          return;
        }
        const late = heading();
        if (late) {
          waiting.disconnect();
          focusToRead(late);
        }
      });
      waiting.observe(main, { childList: true, subtree: true });
      observer = waiting;
    };
    // After this commit's other focus changes: a dialog that closed with the navigation gives the focus back to
    // its trigger on the next tick, which would otherwise win.
    const timer = setTimeout(moveFocus, 0);
    return () => {
      clearTimeout(timer);
      observer?.disconnect();
    };
  }, [pathname, mainId]);
}
