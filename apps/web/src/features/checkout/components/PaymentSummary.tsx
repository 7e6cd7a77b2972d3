import { useTranslation } from "../../../lib/i18n.ts";
import { useCheckout } from "../checkout-context.ts";

/** The done payment step: the option's title and the number it verifies; the national id is never repeated. */
export function PaymentSummary() {
  const { t } = useTranslation();
  const { state, isNarrow } = useCheckout();
  const option = state.paymentOption;
  if (!option) return null;
  return (
    <div className="flex flex-col gap-1 text-base">
      <p className="font-semibold">{isNarrow ? option.mobileTitle || option.title : option.title}</p>
      {state.paymentOptionData.mobilePhone && (
        <p className="text-sm text-muted">
          {t("checkout.payment.mobilePhoneSummary", { number: state.paymentOptionData.mobilePhone })}
        </p>
      )}
      {state.paymentOptionData.pid && <p className="text-sm text-muted">{t("checkout.payment.pidGiven")}</p>}
    </div>
  );
}
