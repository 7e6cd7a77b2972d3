import { useEffect, useRef } from "react";
import type { EditorMenu } from "../state/editor-state.ts";

/** Screens that fill the page with their own header (Cancel, title, Done) instead of sitting under the editor's. */
export const fullScreenMenus: ReadonlySet<string> = new Set(["image", "text"]);

/**
 * Keyboard and screen reader users land on each screen as it opens, and back on the heading on return to main. The
 * image and text screens are full-screen with their own heading, which they focus themselves.
 */
export function useMenuFocus(menu: EditorMenu) {
  const screenRef = useRef<HTMLElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const previousMenu = useRef(menu);
  useEffect(() => {
    if (previousMenu.current === menu) return;
    previousMenu.current = menu;
    if (menu === "main") headingRef.current?.focus();
    else if (!fullScreenMenus.has(menu)) screenRef.current?.focus();
  }, [menu]);
  return { screenRef, headingRef };
}
