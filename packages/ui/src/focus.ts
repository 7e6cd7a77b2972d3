/** Focuses an element that is not a control (a heading, `main`), for as long as the focus stays there. */
export function focusToRead(element: HTMLElement): void {
  if (!element.hasAttribute("tabindex")) {
    element.setAttribute("tabindex", "-1");
    element.addEventListener("blur", () => element.removeAttribute("tabindex"), { once: true });
  }
  element.focus({ preventScroll: true });
}

/**
 * Gives the focus back after a dialog or screen closes: to the control that opened it while it is still on the page,
 * otherwise (a deleted cart line's button, a menu item) to the page's main heading, so the next Tab goes on from
 * where the parent was rather than from the top of the page.
 */
export function returnFocus(opener: HTMLElement | null, mainId = "main"): void {
  if (opener?.isConnected) {
    opener.focus({ preventScroll: true });
    return;
  }
  const main = document.getElementById(mainId);
  if (!main) return;
  focusToRead(main.querySelector<HTMLElement>("h1") ?? main);
}
