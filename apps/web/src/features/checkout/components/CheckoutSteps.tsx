import { useTranslation } from "../../../lib/i18n.ts";
import { useCheckout } from "../checkout-context.ts";
import { type CheckoutStep, stepIndex } from "../checkout-state.ts";
import { ConfirmEditor } from "./ConfirmEditor.tsx";
import { DeliveryEditor } from "./DeliveryEditor.tsx";
import { DeliverySummary } from "./DeliverySummary.tsx";
import { PaymentEditor } from "./PaymentEditor.tsx";
import { PaymentSummary } from "./PaymentSummary.tsx";
import { StepCard } from "./StepCard.tsx";

/** The three steps of spec 03 §2.1; a done step shows its summary and an edit button back to it. */
export function CheckoutSteps() {
  const { t } = useTranslation();
  const { state, dispatch } = useCheckout();
  const current = stepIndex(state.currentStep);
  const status = (step: CheckoutStep) => {
    const index = stepIndex(step);
    return index === current ? "active" : index < current ? "done" : "upcoming";
  };
  const edit = (step: CheckoutStep) => () => dispatch({ type: "goToStep", step });

  return (
    <ol aria-label={t("checkout.stepsLabel")} className="flex flex-col gap-4">
      <StepCard
        number={1}
        name="select-delivery-option"
        title={t("checkout.steps.delivery")}
        status={status("select-delivery-option")}
        summary={<DeliverySummary />}
        onEdit={edit("select-delivery-option")}
      >
        <DeliveryEditor />
      </StepCard>
      <StepCard
        number={2}
        name="select-payment-option"
        title={t("checkout.steps.payment")}
        status={status("select-payment-option")}
        summary={<PaymentSummary />}
        onEdit={edit("select-payment-option")}
      >
        <PaymentEditor />
      </StepCard>
      <StepCard
        number={3}
        name="confirm-order"
        title={t("checkout.steps.confirm")}
        status={status("confirm-order")}
      >
        <ConfirmEditor />
      </StepCard>
    </ol>
  );
}
