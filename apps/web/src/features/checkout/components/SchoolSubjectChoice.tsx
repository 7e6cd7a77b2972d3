import type { DeliveryOption } from "@shop/contracts/delivery";
import { useController } from "react-hook-form";
import { useTranslation } from "../../../lib/i18n.ts";
import { useCheckout } from "../checkout-context.ts";
import { fieldText } from "../field-texts.ts";
import { ChoiceCard } from "./ChoiceCard.tsx";

const subjectName = (s: { name: string; group: string | null }) =>
  s.group ? `${s.name} (${s.group})` : s.name;

/** School pickup: the picture set whose school the order goes to; a choice only when there are several. */
export function SchoolSubjectChoice({ option }: { option: DeliveryOption }) {
  const { t } = useTranslation();
  const { deliveryForm } = useCheckout();
  const { field, fieldState } = useController({ control: deliveryForm.control, name: "subjectUuid" });
  const error = fieldText(fieldState.error?.message, t);
  const only = option.subjects.length === 1 ? option.subjects[0] : undefined;
  if (option.subjects.length === 0) return null;
  if (only) {
    return <p className="text-base">{t("checkout.school.pickedUpFor", { subject: subjectName(only) })}</p>;
  }
  return (
    <fieldset
      aria-describedby={error ? "checkout-school-subject-error" : undefined}
      className="flex flex-col gap-2"
    >
      <legend className="mb-2 text-base font-semibold">{t("checkout.school.chooseSubject")}</legend>
      {option.subjects.map((s, index) => (
        <ChoiceCard
          key={s.uuid}
          name={field.name}
          value={s.uuid}
          checked={field.value === s.uuid}
          onChange={() => field.onChange(s.uuid)}
          onBlur={field.onBlur}
          ref={index === 0 ? field.ref : undefined}
          label={subjectName(s)}
        />
      ))}
      {error && (
        <p id="checkout-school-subject-error" className="text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </fieldset>
  );
}
