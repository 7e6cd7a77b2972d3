import type { StudioTemplate } from "@shop/contracts/studio-templates";
import { IconButton } from "@shop/ui/IconButton";
import { ArrowDown, ArrowUp } from "lucide-react";
import { Link } from "react-router";
import { useTranslation } from "../../../lib/i18n.ts";
import { OnOffSwitch } from "./OnOffSwitch.tsx";

/**
 * A template in the grid: its preview drawn with a sample child's pictures, what it is, its switch, and buttons that
 * move it before or after its neighbour among its product's templates (the parents' order).
 */
export function TemplateCard({
  template,
  onActiveChange,
  onMove,
  canMoveUp,
  canMoveDown,
}: {
  template: StudioTemplate;
  onActiveChange: (active: boolean) => void;
  onMove: (direction: -1 | 1) => void;
  canMoveUp: boolean;
  canMoveDown: boolean;
}) {
  const { t } = useTranslation();
  return (
    <li
      className="flex flex-col gap-2 rounded-xl border border-border bg-surface p-3"
      aria-label={template.name}
      data-testid="template-card"
    >
      <Link to={template.uuid} className="block rounded-lg bg-bg">
        <img
          src={template.preview}
          alt={t("templates.previewOf", { name: template.name })}
          loading="lazy"
          className={`aspect-square w-full rounded-lg object-contain ${template.active ? "" : "opacity-50"}`}
        />
      </Link>
      <div>
        <Link to={template.uuid} className="font-semibold text-primary hover:underline">
          {template.name}
        </Link>
        <p className="text-sm text-muted">
          {t("templates.meta", {
            product: template.product.name,
            size: template.size,
            version: template.version,
          })}
        </p>
        {template.excludedJobs > 0 && (
          <p className="text-sm text-muted">{t("templates.leftOutBy", { count: template.excludedJobs })}</p>
        )}
      </div>
      <div className="mt-auto flex items-center justify-between gap-2">
        <OnOffSwitch
          checked={template.active}
          onCheckedChange={onActiveChange}
          label={template.active ? t("templates.on") : t("templates.off")}
        />
        <div className="flex gap-1">
          <IconButton
            id={`move-up-${template.uuid}`}
            aria-label={t("templates.moveUp", { name: template.name })}
            disabled={!canMoveUp}
            onClick={() => onMove(-1)}
          >
            <ArrowUp aria-hidden="true" className="size-5" />
          </IconButton>
          <IconButton
            id={`move-down-${template.uuid}`}
            aria-label={t("templates.moveDown", { name: template.name })}
            disabled={!canMoveDown}
            onClick={() => onMove(1)}
          >
            <ArrowDown aria-hidden="true" className="size-5" />
          </IconButton>
        </div>
      </div>
    </li>
  );
}
