import { BookOpen, CalendarDays, Frame, Gift, ImageDown, type LucideIcon, Mail, Package } from "lucide-react";

const icons: Readonly<Record<string, LucideIcon>> = {
  cards: Mail,
  calendar: CalendarDays,
  digitalprint: ImageDown,
  catalogues: BookOpen,
  packages: Package,
  wallart: Frame,
};

/**
 * What stands for a category that has no image of its own: the category overview's tiles and the promoted products
 * under the cart draw the same icon for it (a gift for a category the shop made up itself).
 */
export function CategoryIcon({ internalName, className }: { internalName: string; className: string }) {
  const Icon = icons[internalName] ?? Gift;
  return <Icon aria-hidden="true" className={className} strokeWidth={1.5} />;
}
