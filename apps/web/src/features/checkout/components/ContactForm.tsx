import { TextField } from "@shop/ui/TextField";
import { get, useFormState } from "react-hook-form";
import { useTranslation } from "../../../lib/i18n.ts";
import { useCheckout } from "../checkout-context.ts";
import { fieldText } from "../field-texts.ts";

/** Name and e-mail of store pickup, school pickup and digital delivery (spec 03 §2.2). */
export function ContactForm() {
  const { t } = useTranslation();
  const { deliveryForm } = useCheckout();
  const { register, control } = deliveryForm;
  const { errors } = useFormState({ control, name: "contact" });
  const errorOf = (part: "name" | "emailAddress") =>
    fieldText((get(errors, `contact.${part}`) as { message?: string } | undefined)?.message, t);
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 text-base font-semibold">{t("checkout.contact.title")}</legend>
      <TextField
        label={t("checkout.contact.name")}
        autoComplete="name"
        error={errorOf("name")}
        {...register("contact.name")}
      />
      <TextField
        label={t("checkout.contact.emailAddress")}
        type="email"
        autoComplete="email"
        inputMode="email"
        error={errorOf("emailAddress")}
        {...register("contact.emailAddress")}
      />
    </fieldset>
  );
}
