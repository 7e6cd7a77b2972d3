import type { NavigateFunction } from "react-router";

/** A server redirect may be a path of this shop or a full address elsewhere. */
export function goTo(navigate: NavigateFunction, target: string): void {
  if (target.startsWith("/") && !target.startsWith("//")) void navigate(target);
  else window.location.assign(target);
}
