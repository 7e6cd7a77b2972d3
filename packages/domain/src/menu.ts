/** Menu visibility codes of spec 01 §9: 0 always, 1 logged in, 2 logged out. */
export const menuVisibility = { always: 0, loggedIn: 1, loggedOut: 2 } as const;
export type MenuVisibility = 0 | 1 | 2;
export const menuItemTypes = ["internal", "modal", "cookie_settings", "external"] as const;
export type MenuItemType = (typeof menuItemTypes)[number];

export function isMenuItemVisible(visibility: MenuVisibility, signedIn: boolean): boolean {
  if (visibility === 0) return true;
  return visibility === 1 ? signedIn : !signedIn;
}
