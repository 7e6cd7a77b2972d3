/** Menu visibility codes of spec 01 §9: 0 always, 1 logged in, 2 logged out. */
export const menuVisibility = { always: 0, loggedIn: 1, loggedOut: 2 } as const;
export type MenuVisibility = 0 | 1 | 2;
export const menuItemTypes = ["internal", "modal", "cookie_settings", "external"] as const;
export type MenuItemType = (typeof menuItemTypes)[number];

export function isMenuItemVisible(visibility: MenuVisibility, signedIn: boolean): boolean {
  if (visibility === 0) return true;
  return visibility === 1 ? signedIn : !signedIn;
}

/**
 * The items of the my-account menu (spec 01 §2.6), in the spec's order, and a seventh beyond the spec: 'Your data'
 * (the export and deleting the account, issue 13, decision 0034).
 */
export const accountMenuItems = [
  "changePassword",
  "contactInfo",
  "pictureSets",
  "orders",
  "cancelPicturePackages",
  "communication",
  "yourData",
] as const;
export type AccountMenuItem = (typeof accountMenuItems)[number];

/** The my-account menu: every item, but 'Cancel picture packages' only for a user with package-for-inspection subjects. */
export function visibleAccountMenu(packageForInspectionSubjects: number): AccountMenuItem[] {
  return accountMenuItems.filter(
    (item) => item !== "cancelPicturePackages" || packageForInspectionSubjects > 0,
  );
}
