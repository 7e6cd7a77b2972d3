import { useTranslation } from "../../../lib/i18n.ts";
import { fieldLabel } from "../field-label.ts";
import type { FormProblems } from "../form-values.ts";

/** The form's problems above it, each naming its field, so the message says where without hunting for red. */
export function FormProblemList({
  problems,
  problemOf,
}: {
  problems: FormProblems;
  problemOf: (field: string) => string | null;
}) {
  const { t } = useTranslation();
  const fields = Object.keys(problems);
  if (fields.length === 0) return null;
  return (
    <div role="alert" className="rounded-lg border border-danger p-3">
      <p className="font-semibold">{t("products.form.problemsTitle")}</p>
      <ul className="list-disc pl-5">
        {fields.map((field) => (
          <li key={field}>
            {fieldLabel(field, t)}: {problemOf(field)}
          </li>
        ))}
      </ul>
    </div>
  );
}
