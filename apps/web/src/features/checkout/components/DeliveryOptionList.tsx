import type { DeliveryOption } from "@shop/contracts/delivery";
import { useController } from "react-hook-form";
import { useTranslation } from "../../../lib/i18n.ts";
import { useCheckout } from "../checkout-context.ts";
import { fieldText } from "../field-texts.ts";
import { ChoiceCard } from "./ChoiceCard.tsx";
import { DeliveryPrice } from "./DeliveryPrice.tsx";

/** The delivery methods grouped by kind (spec 03 §2.2), one radio group over all of them. */
export function DeliveryOptionList() {
  const { t } = useTranslation();
  const { session, deliveryForm } = useCheckout();
  const { field, fieldState } = useController({ control: deliveryForm.control, name: "deliveryOptionUuid" });
  const methods = session.deliveryOptions.filter((m) => m.deliveryOptions.length > 0);
  const error = fieldText(fieldState.error?.message, t);
  const errorId = "checkout-delivery-option-error";

  const option = (o: DeliveryOption, index: number) => (
    <ChoiceCard
      key={o.uuid}
      name={field.name}
      value={o.uuid}
      checked={field.value === o.uuid}
      onChange={() => field.onChange(o.uuid)}
      onBlur={field.onBlur}
      // Validation focuses the first radio when nothing is chosen.
      ref={index === 0 ? field.ref : undefined}
      label={o.name}
      aside={<DeliveryPrice option={o} currency={session.cart.summary.currency} />}
      details={
        <>
          {o.isExpress && (
            <span className="w-fit rounded bg-primary px-1.5 text-xs font-semibold text-primary-fg">
              {t("checkout.delivery.express")}
            </span>
          )}
          {o.description && <span className="whitespace-pre-line">{o.description}</span>}
          {o.type !== "store-pickup" && o.deliverytime > 0 && (
            <span>{t("checkout.delivery.deliveryTime", { count: o.deliverytime })}</span>
          )}
        </>
      }
    />
  );

  if (methods.length === 0) {
    return <p className="text-base">{t("checkout.delivery.none")}</p>;
  }
  let index = 0;
  return (
    <fieldset aria-describedby={error ? errorId : undefined} className="flex flex-col gap-3">
      <legend className="mb-2 text-base font-semibold">{t("checkout.delivery.chooseMethod")}</legend>
      {methods.length === 1
        ? methods[0]?.deliveryOptions.map((o) => option(o, index++))
        : methods.map((method) => (
            <fieldset key={method.type} className="flex flex-col gap-2">
              <legend className="mb-2 text-sm font-semibold tracking-wide text-muted uppercase">
                {t(`checkout.delivery.types.${method.type}`)}
              </legend>
              {method.deliveryOptions.map((o) => option(o, index++))}
            </fieldset>
          ))}
      {error && (
        <p id={errorId} className="text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </fieldset>
  );
}
