/**
 * Whether the app started by hydrating the prerendered front page (main.tsx). Its first render must then draw exactly
 * what the server drew, so what only the browser knows (a cookie) is read after it; any other page is drawn by the
 * app from nothing and may read such things in its first render.
 */
let hydrating = false;

export function markHydrating(): void {
  hydrating = true;
}

/** Whether the first render may read the browser's state: not at build time, not while hydrating. */
export function firstRenderMayReadBrowser(): boolean {
  return typeof document !== "undefined" && !hydrating;
}
