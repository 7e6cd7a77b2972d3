import { describe, expect, it } from "vitest";
import { makeDeliveryOption, makePaymentOption } from "../../test/shop-factories.ts";
import { type CheckoutState, canBuy, checkoutReducer, initialCheckoutState } from "./checkout-state.ts";

const postage = makeDeliveryOption(1, "postage");
const store = makeDeliveryOption(2, "store-pickup");
const card = makePaymentOption(1);
const invoice = makePaymentOption(2, { requirePersonNo: true });
const data = { contactInfo: { name: "Kari", emailAddress: "kari@example.com" } };

function atConfirm(): CheckoutState {
  let state = checkoutReducer(initialCheckoutState, {
    type: "deliverySet",
    option: postage,
    data,
    paymentOptions: [card, invoice],
    paymentOption: card,
    paymentOptionError: null,
  });
  state = checkoutReducer(state, { type: "paymentConfirmed", data: {} });
  return state;
}

describe("the checkout's steps", () => {
  it("starts at select-delivery-option and moves on as delivery and payment are set", () => {
    expect(initialCheckoutState.currentStep).toBe("select-delivery-option");
    const state = atConfirm();
    expect(state.currentStep).toBe("confirm-order");
    expect(state.deliveryOption?.uuid).toBe(postage.uuid);
    expect(state.paymentOption?.uuid).toBe(card.uuid);
  });

  it("a step opens only when the steps before it are done; editing goes back", () => {
    expect(
      checkoutReducer(initialCheckoutState, { type: "goToStep", step: "confirm-order" }).currentStep,
    ).toBe("select-delivery-option");
    const back = checkoutReducer(atConfirm(), { type: "goToStep", step: "select-delivery-option" });
    expect(back.currentStep).toBe("select-delivery-option");
    // Going back keeps the choices, so the user can come forward again.
    expect(back.paymentOption?.uuid).toBe(card.uuid);
  });

  it("another delivery resets the payment choice and its form", () => {
    const state = checkoutReducer(
      { ...atConfirm(), paymentOptionData: { pid: "01010112345" } },
      {
        type: "deliverySet",
        option: store,
        data,
        paymentOptions: [card],
        paymentOption: null,
        paymentOptionError: null,
      },
    );
    expect(state.currentStep).toBe("select-payment-option");
    expect(state.paymentOption).toBeNull();
    expect(state.paymentOptionData).toEqual({});
  });

  it("a refused payment choice falls back to the one before, unless another was chosen meanwhile", () => {
    let state = checkoutReducer(atConfirm(), { type: "paymentChosen", option: invoice });
    const failed = checkoutReducer(state, {
      type: "paymentChoiceFailed",
      uuid: invoice.uuid,
      previous: card,
      error: "Failed",
    });
    expect(failed.paymentOption?.uuid).toBe(card.uuid);
    expect(failed.paymentOptionError).toBe("Failed");
    state = checkoutReducer(state, { type: "paymentChosen", option: card });
    const late = checkoutReducer(state, {
      type: "paymentChoiceFailed",
      uuid: invoice.uuid,
      previous: null,
      error: "x",
    });
    expect(late.paymentOption?.uuid).toBe(card.uuid);
  });

  it("a delivery option that disappears takes the payment options with it", () => {
    const state = checkoutReducer(atConfirm(), { type: "deliveryOptionsChanged", uuids: [store.uuid] });
    expect(state.currentStep).toBe("select-delivery-option");
    expect(state.deliveryOption).toBeNull();
    expect(state.paymentOptions).toEqual([]);
    expect(
      checkoutReducer(atConfirm(), { type: "deliveryOptionsChanged", uuids: [postage.uuid] }).deliveryOption,
    ).not.toBeNull();
  });

  it("'Buy now' needs a delivery, a payment and the terms, and no transaction on its way", () => {
    const state = atConfirm();
    expect(canBuy(state)).toBe(false);
    const accepted = checkoutReducer(state, { type: "termsAccepted", accepted: true });
    expect(canBuy(accepted)).toBe(true);
    expect(canBuy({ ...accepted, paymentOption: null })).toBe(false);
    expect(canBuy({ ...accepted, deliveryOption: null })).toBe(false);
    const creating = checkoutReducer(accepted, { type: "transactionStarted" });
    expect(canBuy(creating)).toBe(false);
    const failed = checkoutReducer(
      { ...creating, createTransactionError: null },
      { type: "transactionFailed", error: "No" },
    );
    expect(failed.isCreatingTransaction).toBe(false);
    expect(failed.createTransactionError).toBe("No");
    expect(checkoutReducer(failed, { type: "transactionStarted" }).createTransactionError).toBeNull();
  });

  it("an invoice refusal stands until another payment option is chosen; a voucher refusal stays", () => {
    const accepted = checkoutReducer(atConfirm(), { type: "termsAccepted", accepted: true });
    const option = accepted.paymentOption;
    if (!option) throw new Error("the confirm step has a payment option");
    const refused = checkoutReducer(accepted, {
      type: "transactionFailed",
      error: "No invoice",
      refusal: "invoice",
    });
    expect(refused.createTransactionRefusal).toBe("invoice");
    const chosen = checkoutReducer(refused, { type: "paymentChosen", option });
    expect(chosen.createTransactionError).toBeNull();
    expect(chosen.createTransactionRefusal).toBeNull();

    const voucher = checkoutReducer(accepted, {
      type: "transactionFailed",
      error: "No voucher",
      refusal: "voucher",
    });
    const again = checkoutReducer(voucher, { type: "paymentChosen", option });
    expect(again.createTransactionError).toBe("No voucher");
    expect(checkoutReducer(voucher, { type: "transactionStarted" }).createTransactionRefusal).toBeNull();
  });
});
