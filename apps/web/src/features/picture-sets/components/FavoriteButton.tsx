import { cx } from "@shop/ui/cx";
import { IconButton } from "@shop/ui/IconButton";
import { Heart } from "lucide-react";
import { useTranslation } from "../../../lib/i18n.ts";

type Props = { favorite: boolean; onToggle: () => void; className?: string; tone?: "light" | "dark" };

/** The heart: a toggle button whose pressed state is the favorite. */
export function FavoriteButton({ favorite, onToggle, className, tone = "light" }: Props) {
  const { t } = useTranslation();
  return (
    <IconButton
      aria-label={t("pictureSets.favorite")}
      aria-pressed={favorite}
      onClick={onToggle}
      className={cx(
        "rounded-full!",
        tone === "light" ? "bg-white/90 text-danger shadow hover:bg-white" : "text-white hover:bg-white/15",
        className,
      )}
    >
      <Heart aria-hidden="true" className={cx("size-6", favorite && "fill-current")} />
    </IconButton>
  );
}
