import { type StaffRole, studioAreaRoles } from "@shop/contracts/studio";
import {
  Factory,
  FileText,
  Images,
  LayoutTemplate,
  LifeBuoy,
  type LucideIcon,
  Palette,
  Printer,
  ReceiptText,
  ScrollText,
  Settings,
  ShoppingBag,
  Sparkles,
  UserCog,
  Users,
} from "lucide-react";

/**
 * The studio's areas as the side navigation lists them, with the roles that may use each (the server's routes
 * declare the same roles, both from studioAreaRoles; the navigation only leaves out what a role could not open). An area's pages are a lazy
 * chunk of its feature folder (router.tsx).
 */
export interface StudioArea {
  path: string;
  /** The key of its name in the locales (`nav.<area>`). */
  label: string;
  icon: LucideIcon;
  roles: readonly StaffRole[];
}

export const studioAreas: readonly StudioArea[] = [
  { path: "jobs", label: "nav.jobs", icon: Images, roles: studioAreaRoles.jobs },
  { path: "orders", label: "orders.nav", icon: ReceiptText, roles: studioAreaRoles.orders },
  { path: "invoices", label: "invoices.nav", icon: FileText, roles: studioAreaRoles.invoices },
  { path: "products", label: "products.nav", icon: ShoppingBag, roles: studioAreaRoles.products },
  { path: "prints", label: "prints.nav", icon: Printer, roles: studioAreaRoles.prints },
  { path: "retouch", label: "retouchQueue.nav", icon: Sparkles, roles: studioAreaRoles.retouch },
  { path: "production", label: "production.nav", icon: Factory, roles: studioAreaRoles.production },
  { path: "templates", label: "templates.nav", icon: LayoutTemplate, roles: studioAreaRoles.templates },
  { path: "look", label: "nav.look", icon: Palette, roles: studioAreaRoles.look },
  { path: "settings", label: "settings.nav", icon: Settings, roles: studioAreaRoles.settings },
  { path: "support", label: "nav.support", icon: LifeBuoy, roles: studioAreaRoles.support },
  { path: "staff", label: "nav.staff", icon: Users, roles: studioAreaRoles.staff },
  { path: "record", label: "nav.record", icon: ScrollText, roles: studioAreaRoles.record },
  { path: "account", label: "nav.account", icon: UserCog, roles: studioAreaRoles.account },
];

export function areasFor(role: StaffRole): StudioArea[] {
  return studioAreas.filter((area) => area.roles.includes(role));
}

export function areaAllows(path: string, role: StaffRole): boolean {
  return studioAreas.find((area) => area.path === path)?.roles.includes(role) ?? false;
}
