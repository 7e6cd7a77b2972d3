import type { MenuItem } from "@shop/contracts/content";
import { isMenuItemVisible } from "@shop/domain/menu";

/** The modal dialogs the shell knows by name; an item naming another modal is not shown. */
export const knownModals = ["share-picture-sets"] as const;

/**
 * Pages the side menu always links itself (privacy only when the shop has a policy), so an item of the
 * settings pointing there would be a duplicate, or would bypass the privacy rule.
 */
export const shellPaths = ["/contact-us", "/privacy-policy"];

/** The settings' menu items this visitor sees, in their order. */
export function visibleMenuItems(items: MenuItem[], signedIn: boolean): MenuItem[] {
  return items.filter((item) => {
    if (!isMenuItemVisible(item.visibility, signedIn)) return false;
    if (item.type === "internal" && shellPaths.includes(item.target)) return false;
    if (item.type === "modal") return (knownModals as readonly string[]).includes(item.target);
    return true;
  });
}

/** The label in the interface language, else the shop's default language, else any label it has. */
export function menuItemLabel(item: MenuItem, lang: string, defaultLang: string): string {
  return item.label[lang] ?? item.label[defaultLang] ?? Object.values(item.label)[0] ?? item.id;
}
