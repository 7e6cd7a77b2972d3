import type { StudioTemplate } from "@shop/contracts/studio-templates";
import { useTranslation } from "../../../lib/i18n.ts";
import { TemplateCard } from "./TemplateCard.tsx";
import type { TemplateFilter } from "./TemplateFilters.tsx";

/** The templates the filters leave, in the parents' order; a card moves only among its own product's templates. */
export function TemplateGrid({
  all,
  filter,
  onActiveChange,
  onMove,
}: {
  all: readonly StudioTemplate[];
  filter: TemplateFilter;
  onActiveChange: (uuid: string, active: boolean) => void;
  onMove: (template: StudioTemplate, direction: -1 | 1) => void;
}) {
  const { t } = useTranslation();
  const shown = all.filter(
    (x) =>
      (filter.product === "" || x.product.uuid === filter.product) &&
      (filter.category === "" || x.categories.includes(filter.category)),
  );
  if (shown.length === 0) return <p className="text-muted">{t("templates.noneMatch")}</p>;
  return (
    <ul className="grid grid-cols-[repeat(auto-fill,minmax(14rem,1fr))] gap-4">
      {shown.map((template) => {
        const own = all.filter((x) => x.product.uuid === template.product.uuid);
        const at = own.findIndex((x) => x.uuid === template.uuid);
        return (
          <TemplateCard
            key={template.uuid}
            template={template}
            onActiveChange={(active) => onActiveChange(template.uuid, active)}
            onMove={(direction) => onMove(template, direction)}
            canMoveUp={at > 0}
            canMoveDown={at < own.length - 1}
          />
        );
      })}
    </ul>
  );
}
