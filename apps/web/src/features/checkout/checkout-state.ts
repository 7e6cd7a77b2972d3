import type { PaymentOption, PaymentOptionData } from "@shop/contracts/checkout";
import type { DeliveryOption, DeliveryOptionData } from "@shop/contracts/delivery";

/** The steps of spec 03 §2.1, by the spec's step names. */
/**
 * Why the server refused to create the transaction, when it is not the form: the voucher no longer holds (it was
 * taken off the cart) or the order may not be paid by invoice.
 */
export type TransactionRefusal = "voucher" | "invoice";

export const checkoutSteps = ["select-delivery-option", "select-payment-option", "confirm-order"] as const;
export type CheckoutStep = (typeof checkoutSteps)[number];

/** The checkout's client state of spec 03 §3; the forms' values live in the forms. */
export interface CheckoutState {
  currentStep: CheckoutStep;
  /** The delivery option the server has accepted, with the form it accepted. */
  deliveryOption: DeliveryOption | null;
  deliveryOptionData: DeliveryOptionData | null;
  paymentOptions: PaymentOption[];
  paymentOption: PaymentOption | null;
  paymentOptionData: PaymentOptionData;
  /** Why the server did not take the last payment choice. */
  paymentOptionError: string | null;
  orderComment: string;
  termsAccepted: boolean;
  isCreatingTransaction: boolean;
  createTransactionError: string | null;
  createTransactionRefusal: TransactionRefusal | null;
  transaction: { uuid: string; orderUuid: string | null } | null;
}

export const initialCheckoutState: CheckoutState = {
  currentStep: "select-delivery-option",
  deliveryOption: null,
  deliveryOptionData: null,
  paymentOptions: [],
  paymentOption: null,
  paymentOptionData: {},
  paymentOptionError: null,
  orderComment: "",
  termsAccepted: false,
  isCreatingTransaction: false,
  createTransactionError: null,
  createTransactionRefusal: null,
  transaction: null,
};

export type CheckoutAction =
  | {
      type: "deliverySet";
      option: DeliveryOption;
      data: DeliveryOptionData;
      paymentOptions: PaymentOption[];
      /** The payment option already told to the server for this delivery, if any. */
      paymentOption: PaymentOption | null;
      paymentOptionError: string | null;
    }
  | { type: "paymentChosen"; option: PaymentOption }
  | { type: "paymentChoiceFailed"; uuid: string; previous: PaymentOption | null; error: string }
  | { type: "paymentConfirmed"; data: PaymentOptionData }
  | { type: "goToStep"; step: CheckoutStep }
  | { type: "deliveryOptionsChanged"; uuids: string[] }
  | { type: "orderCommentChanged"; comment: string }
  | { type: "termsAccepted"; accepted: boolean }
  | { type: "transactionStarted" }
  | { type: "transactionFailed"; error: string; refusal?: TransactionRefusal | null }
  | { type: "transactionCreated"; transaction: { uuid: string; orderUuid: string | null } };

export const stepIndex = (step: CheckoutStep) => checkoutSteps.indexOf(step);

/**
 * The paying rules of spec 03 §5: a delivery option and a payment option chosen and the terms accepted, and no
 * transaction on its way.
 */
export function canBuy(state: CheckoutState): boolean {
  return (
    state.deliveryOption !== null &&
    state.paymentOption !== null &&
    state.termsAccepted &&
    !state.isCreatingTransaction
  );
}

/**
 * The transitions of spec 03 §4: setting a delivery option leads to the payment step with that delivery's payment
 * options (another delivery option resets the payment choice); confirming the payment leads to the summary;
 * editing goes back to an earlier step.
 */
export function checkoutReducer(state: CheckoutState, action: CheckoutAction): CheckoutState {
  switch (action.type) {
    case "deliverySet":
      return {
        ...state,
        currentStep: "select-payment-option",
        deliveryOption: action.option,
        deliveryOptionData: action.data,
        paymentOptions: action.paymentOptions,
        paymentOption: action.paymentOption,
        paymentOptionData: action.paymentOption ? state.paymentOptionData : {},
        paymentOptionError: action.paymentOptionError,
      };
    case "paymentChosen":
      // An invoice refusal is about the option the parent just changed, so it no longer stands.
      return state.createTransactionRefusal === "invoice"
        ? {
            ...state,
            paymentOption: action.option,
            paymentOptionError: null,
            createTransactionError: null,
            createTransactionRefusal: null,
          }
        : { ...state, paymentOption: action.option, paymentOptionError: null };
    case "paymentChoiceFailed":
      return state.paymentOption?.uuid === action.uuid
        ? { ...state, paymentOption: action.previous, paymentOptionError: action.error }
        : state;
    case "paymentConfirmed":
      return state.paymentOption
        ? { ...state, paymentOptionData: action.data, currentStep: "confirm-order" }
        : state;
    case "goToStep": {
      // A step opens only once the steps before it are done.
      if (action.step === "select-payment-option" && !state.deliveryOption) return state;
      if (action.step === "confirm-order" && !state.paymentOption) return state;
      return { ...state, currentStep: action.step };
    }
    case "deliveryOptionsChanged":
      // With no delivery option, payment options become an empty list (spec 03 §4).
      if (state.deliveryOption && !action.uuids.includes(state.deliveryOption.uuid)) {
        return {
          ...state,
          currentStep: "select-delivery-option",
          deliveryOption: null,
          deliveryOptionData: null,
          paymentOptions: [],
          paymentOption: null,
          paymentOptionData: {},
          paymentOptionError: null,
        };
      }
      return state;
    case "orderCommentChanged":
      return { ...state, orderComment: action.comment };
    case "termsAccepted":
      return { ...state, termsAccepted: action.accepted };
    case "transactionStarted":
      return {
        ...state,
        isCreatingTransaction: true,
        createTransactionError: null,
        createTransactionRefusal: null,
      };
    case "transactionFailed":
      return {
        ...state,
        isCreatingTransaction: false,
        createTransactionError: action.error,
        createTransactionRefusal: action.refusal ?? null,
      };
    case "transactionCreated":
      return { ...state, isCreatingTransaction: false, transaction: action.transaction };
  }
}
