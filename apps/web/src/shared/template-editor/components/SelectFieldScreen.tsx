import { Button } from "@shop/ui/Button";
import { useTranslation } from "../../../lib/i18n.ts";

type Props = {
  title: string;
  fields: readonly { id: string; label: string; number: number }[];
  onChoose: (fieldId: string) => void;
  onBack: () => void;
};

/** Select image / Select text (spec 02): numbered buttons, one per editable image or text. */
export function SelectFieldScreen({ title, fields, onChoose, onBack }: Props) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-4">
      <h2 className="text-lg font-bold">{title}</h2>
      <ul className="flex flex-wrap gap-2">
        {fields.map((field) => (
          <li key={field.id}>
            <button
              type="button"
              aria-label={field.label}
              onClick={() => onChoose(field.id)}
              className="flex size-14 items-center justify-center rounded-full border-2 border-primary text-lg font-bold text-primary hover:bg-primary/10"
            >
              {field.number}
            </button>
          </li>
        ))}
      </ul>
      <div>
        <Button variant="secondary" onClick={onBack}>
          {t("editor.back")}
        </Button>
      </div>
    </div>
  );
}
