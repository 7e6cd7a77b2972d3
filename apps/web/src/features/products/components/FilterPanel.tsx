import type { FilterChoice, TemplateFilterKey, TemplateFilters } from "@shop/domain/template-lists";
import { Button } from "@shop/ui/Button";
import { Checkbox } from "@shop/ui/Checkbox";
import { Dialog } from "@shop/ui/Dialog";
import { useTranslation } from "../../../lib/i18n.ts";

/** A filter option as the panel and the chips name it: Yes/No for the text filter, the value itself otherwise. */
export function useFilterOptionText() {
  const { t } = useTranslation();
  return (key: TemplateFilterKey, value: string) =>
    key === "texts"
      ? value === "yes"
        ? t("templates.yes")
        : value === "no"
          ? t("templates.no")
          : value
      : value;
}

/** Spec 02 § Filter panel: a group of options per filter the list offers; each toggle rewrites the URL at once. */
export function FilterPanel({
  open,
  onClose,
  choices,
  filters,
  onToggle,
}: {
  open: boolean;
  onClose: () => void;
  choices: readonly FilterChoice[];
  filters: TemplateFilters;
  onToggle: (key: TemplateFilterKey, value: string) => void;
}) {
  const { t } = useTranslation();
  const optionText = useFilterOptionText();
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={t("templates.filterSelection")}
      variant="sheet"
      footer={<Button onClick={onClose}>{t("templates.done")}</Button>}
    >
      <div className="flex flex-col gap-4">
        {choices.map((choice) => (
          <fieldset key={choice.key} className="flex flex-col">
            <legend className="mb-1 font-semibold">{t(`templates.filters.${choice.key}`)}</legend>
            {choice.options.map((value) => (
              <Checkbox
                key={value}
                checked={filters[choice.key].includes(value)}
                onCheckedChange={() => onToggle(choice.key, value)}
                label={optionText(choice.key, value)}
              />
            ))}
          </fieldset>
        ))}
      </div>
    </Dialog>
  );
}
