const interactions = ["pointerdown", "keydown", "focusin", "touchstart"] as const;
/** Long enough after the load event for the first page's data and its background picture to have arrived. */
const settleMs = 2_500;

let started = false;
const waiting: (() => unknown)[] = [];

function start() {
  if (started) return;
  // A page that is gone has nothing to fetch for (a test's window is torn down before this timer fires).
  if (typeof window === "undefined") return;
  started = true;
  for (const name of interactions) window.removeEventListener(name, start, true);
  for (const load of waiting.splice(0)) void load();
}

/**
 * Fetches code the page may soon need (dialogs, toasts, the next view) without competing with what the first paint
 * waits for: at the visitor's first touch, key or focus, or a moment after the page has loaded, whichever is first.
 */
export function loadLater(load: () => unknown): void {
  if (started || typeof window === "undefined") {
    void load();
    return;
  }
  waiting.push(load);
  if (waiting.length > 1) return;
  for (const name of interactions) window.addEventListener(name, start, { capture: true, passive: true });
  const afterLoad = () => setTimeout(start, settleMs);
  if (document.readyState === "complete") afterLoad();
  else window.addEventListener("load", afterLoad, { once: true });
}
