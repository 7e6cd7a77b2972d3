import { useTranslation } from "../../../lib/i18n.ts";
import type { Json } from "../sections.ts";
import { BooleanField } from "./BooleanField.tsx";
import { fieldLabel } from "./field-label.ts";
import { ListField } from "./ListField.tsx";
import { ObjectFields } from "./ObjectFields.tsx";
import { TextValue } from "./TextValue.tsx";

interface Props {
  /** The field's name in the file (`price`), or a row's number. */
  name: string | number;
  value: Json;
  path: string;
  onChange: (value: Json) => void;
}

/**
 * One value of the settings file as a form: a text, number or yes/no field, a group of fields for an object, rows
 * for a list. The file's problems show at their field (by path). Amounts are typed as people write them and kept as
 * the file's text.
 */
export function ValueEditor({ name, value, path, onChange }: Props) {
  const { t } = useTranslation();
  const label = typeof name === "number" ? t("settings.row", { n: name + 1 }) : fieldLabel(t, name);
  if (typeof value === "boolean")
    return <BooleanField label={label} value={value} path={path} onChange={onChange} />;
  if (Array.isArray(value)) return <ListField label={label} items={value} path={path} onChange={onChange} />;
  if (value !== null && typeof value === "object") {
    return (
      <fieldset className="flex flex-col gap-3 rounded-lg border border-border p-3">
        <legend className="px-1 text-sm font-semibold">{label}</legend>
        <ObjectFields value={value} path={path} onChange={onChange} />
      </fieldset>
    );
  }
  return (
    <TextValue
      name={typeof name === "string" ? name : ""}
      label={label}
      value={value}
      path={path}
      onChange={onChange}
    />
  );
}
