import { useEffect, useState } from "react";
import type { DialogPanel as DialogPanelComponent, DialogProps } from "./DialogPanel.tsx";
import { loadLater } from "./load-later.ts";

/**
 * Radix's dialog (focus trap, scroll lock, portals) is a chunk of its own, so the front page's first load does
 * not carry it: it is fetched when a dialog opens, or earlier, once the page has settled (see loadLater).
 */
let Panel: typeof DialogPanelComponent | null = null;
let panelLoad: Promise<void> | null = null;

/** Fetches the dialog chunk; tests wait for it once so a dialog shows on its first render there too. */
export function preloadDialog(): Promise<void> {
  panelLoad ??= import("./DialogPanel.tsx").then((m) => {
    Panel = m.DialogPanel;
  });
  return panelLoad;
}

export function Dialog(props: DialogProps) {
  const [, setLoaded] = useState(Panel !== null);
  useEffect(() => {
    if (Panel !== null) return;
    let mounted = true;
    const load = () => preloadDialog().then(() => mounted && setLoaded(true));
    if (props.open) void load();
    else loadLater(load);
    return () => {
      mounted = false;
    };
  }, [props.open]);
  return Panel === null ? null : <Panel {...props} />;
}
