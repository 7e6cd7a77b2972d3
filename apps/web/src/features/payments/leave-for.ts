/** Leaves the shop for a hosted payment page; its own module, so tests can watch where the browser would go. */
export function leaveFor(url: string): void {
  window.location.assign(url);
}
