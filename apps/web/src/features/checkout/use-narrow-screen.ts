import { useSyncExternalStore } from "react";

/** Below this width the shop is on a phone: payment options use their mobile texts, the order says 'mobile'. */
const narrowQuery = "(max-width: 767.98px)";

function mediaQuery(): MediaQueryList | null {
  return typeof window !== "undefined" && typeof window.matchMedia === "function"
    ? window.matchMedia(narrowQuery)
    : null;
}

function subscribe(onChange: () => void): () => void {
  const query = mediaQuery();
  query?.addEventListener("change", onChange);
  return () => query?.removeEventListener("change", onChange);
}

export function isNarrowScreen(): boolean {
  return mediaQuery()?.matches ?? false;
}

export function useNarrowScreen(): boolean {
  return useSyncExternalStore(subscribe, isNarrowScreen, () => false);
}
