/**
 * How a picture loads: the page's first ones (likely its largest paint on a phone) at once and before the page's
 * other pictures; the rest only once the browser has laid the page out and found them near the screen.
 */
export function imagePriority(first: boolean) {
  return first ? ({ loading: "eager", fetchPriority: "high" } as const) : ({ loading: "lazy" } as const);
}
