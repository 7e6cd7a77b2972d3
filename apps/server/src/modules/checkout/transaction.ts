import type { Cart } from "@shop/contracts/cart";
import type {
  CreateTransactionBody,
  CreateTransactionResponse,
  PaymentOption,
} from "@shop/contracts/checkout";
import type { ErrorResponse } from "@shop/contracts/common";
import { checkNationalIdNumber } from "@shop/domain/national-id";
import { checkMobile, normalizeMobile } from "@shop/domain/validation";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { checkouts } from "../../db/schema/checkout.ts";
import { HttpError } from "../../errors.ts";
import { encryptText, keyedHash } from "../../platform/crypto.ts";
import {
  type FieldProblem,
  fieldAnswer,
  nationalIdProblem,
  validationProblem,
  validationProblems,
} from "../../refusals.ts";
import {
  cartMixesPhotographers,
  cartOf,
  dropRefusedVoucher,
  mixedPhotographersMessage,
  type PricedCart,
  priceCart,
} from "../cart/service.ts";
import {
  availableDeliveryOptions,
  type CheckedDelivery,
  checkDelivery,
  deliveryOptionIdOf,
} from "../delivery/service.ts";
import { invoiceRefusalsFor } from "../orders/invoices.ts";
import { insertOrder } from "../orders/service.ts";
import {
  cancelOpenTransactions,
  feesOf,
  findByFingerprint,
  insertTransaction,
  paymentOptionsFor,
  type UsablePaymentOption,
} from "../payments/service.ts";
import {
  type CheckoutDeps,
  checkoutTexts,
  checkoutUser,
  findCheckout,
  hasProducts,
  saveAddressToProfile,
  transactionFingerprint,
} from "./service.ts";
import { longestDeliveryDays } from "./upsell.ts";

/**
 * A refused transaction in the call's shape: `{ error, code, transaction: null, order: null }`, the fields' problems
 * or the text's values.
 */
function transactionError(
  status: number,
  answer: ErrorResponse,
  fields?: Readonly<Record<string, FieldProblem>>,
): HttpError {
  return new HttpError(status, answer.error, answer.code, {
    transaction: null,
    order: null,
    ...(fields ? fieldAnswer(fields) : {}),
    ...(answer.params ? { params: answer.params } : {}),
  });
}

/** The payment form of spec 03 §5: a mobile number when the option verifies it, a national id when it needs one. */
function checkPaymentForm(
  option: PaymentOption,
  data: CreateTransactionBody["paymentOptionData"],
  now: Date,
): { fields: Record<string, FieldProblem>; mobilePhone: string | null; pid: string | null } {
  const fields: Record<string, FieldProblem> = {};
  let mobilePhone: string | null = null;
  let pid: string | null = null;
  if (option.verifyMobile) {
    const problem = checkMobile(data.mobilePhone ?? "");
    if (problem) fields.mobilePhone = validationProblem(problem);
    else mobilePhone = normalizeMobile(data.mobilePhone ?? "");
  }
  if (option.requirePersonNo) {
    const value = (data.pid ?? "").trim();
    if (value === "") fields.pid = validationProblem("required");
    else {
      const check = checkNationalIdNumber(value, now);
      if (!check.ok) fields.pid = nationalIdProblem(check.reason);
      else pid = value.replace(/\s+/g, "");
    }
  }
  return { fields, mobilePhone, pid };
}

/** The checked choices of a transaction: its delivery and payment, and the payment form's values. */
interface CheckedChoices {
  delivery: CheckedDelivery;
  deliveryUuid: string;
  payment: UsablePaymentOption;
  mobilePhone: string | null;
  pid: string | null;
}

/** Checks every choice again against the cart as it is now (a 400 names the field); saves the address if asked. */
async function checkChoices(
  tx: Db,
  deps: CheckoutDeps,
  userId: number,
  plain: Cart,
  body: CreateTransactionBody,
  now: Date,
): Promise<CheckedChoices> {
  const available = await availableDeliveryOptions(tx, deps.portalId, plain, now);
  const delivery = available.find((a) => a.option.uuid === body.deliveryOptionUuid);
  if (!delivery) {
    throw transactionError(
      400,
      { error: checkoutTexts.chooseDelivery, code: "choose_delivery" },
      { deliveryOptionUuid: validationProblem("required") },
    );
  }
  const paymentChoices = await paymentOptionsFor(tx, deps.portalId, delivery.option.type, deps.providers);
  const payment = paymentChoices.find((p) => p.option.uuid === body.paymentOptionUuid);
  if (!payment) {
    throw transactionError(
      400,
      { error: checkoutTexts.choosePayment, code: "choose_payment" },
      { paymentOptionUuid: validationProblem("required") },
    );
  }
  const checked = checkDelivery(delivery, body.deliveryOptionData);
  if (!checked.ok) {
    throw transactionError(
      400,
      { error: checkoutTexts.checkDelivery, code: "check_delivery" },
      validationProblems(checked.fields),
    );
  }
  const paymentForm = checkPaymentForm(payment.option, body.paymentOptionData, now);
  if (Object.keys(paymentForm.fields).length > 0) {
    throw transactionError(
      400,
      { error: checkoutTexts.checkPayment, code: "check_payment" },
      paymentForm.fields,
    );
  }
  await saveAddressToProfile(tx, userId, body.deliveryOptionData);
  return {
    delivery: checked.value,
    deliveryUuid: delivery.option.uuid,
    payment,
    mobilePhone: paymentForm.mobilePhone,
    pid: paymentForm.pid,
  };
}

/**
 * Why the priced cart may not be bought with these choices now (a voucher that no longer holds, an invoice the
 * shop refuses), or null. A voucher that no longer holds also leaves the cart, so the next attempt shows and charges
 * the price without it.
 */
async function refusal(
  tx: Db,
  deps: CheckoutDeps,
  userId: number,
  priced: PricedCart,
  cart: Cart,
  choices: CheckedChoices,
  now: Date,
): Promise<HttpError | null> {
  if (priced.refusedVoucher) {
    await dropRefusedVoucher(tx, userId, priced.refusedVoucher, now);
    return transactionError(409, priced.refusedVoucher.problem);
  }
  if (choices.payment.option.provider !== "invoice") return null;
  const { totalPrice, currency } = cart.summary;
  const maxAmount = deps.config.invoiceMaxAmount;
  const [refused] = await invoiceRefusalsFor(tx, userId, { amounts: [totalPrice], maxAmount, currency });
  return refused ? transactionError(409, refused) : null;
}

function fingerprintOf(deps: CheckoutDeps, cart: Cart, choices: CheckedChoices, body: CreateTransactionBody) {
  return transactionFingerprint({
    lines: cart.orderLines.map((l) => ({
      uuid: l.uuid,
      product: l.product.uuid,
      quantity: l.quantity,
      linePrice: l.linePrice,
      actualLinePrice: l.actualLinePrice,
      subProducts: l.subProductUuids,
    })),
    summary: cart.summary,
    rebateCode: cart.rebateCode?.code ?? null,
    delivery: { option: choices.deliveryUuid, data: choices.delivery.data },
    // The national id only as a keyed hash: its few million values could be tried against a plain one.
    payment: {
      option: choices.payment.option.uuid,
      mobilePhone: choices.mobilePhone,
      pid: choices.pid === null ? null : keyedHash(deps.config.signingSecret, `pid:${choices.pid}`),
    },
    comment: body.comment,
  });
}

class TransactionRaceLost extends Error {
  readonly fingerprint: string;
  constructor(fingerprint: string) {
    super("another request made the same transaction first");
    this.fingerprint = fingerprint;
  }
}

type Superseded = Awaited<ReturnType<typeof cancelOpenTransactions>>;

type Attempt =
  | { made: { transactionUuid: string; orderUuid: string }; superseded: Superseded }
  | { refused: HttpError };

/**
 * POST …/transaction: in one database transaction, with the checkout row locked, reads and prices the cart once,
 * checks every choice again against it, snapshots it into an order and opens its payment. The same checkout and
 * content give the same transaction (SHA-256 fingerprint, unique per checkout); a changed cart gives a new one and
 * cancels the earlier open order.
 */
export async function createTransaction(
  deps: CheckoutDeps,
  userId: number,
  checkoutUuid: string,
  body: CreateTransactionBody,
  now = new Date(),
): Promise<{
  response: CreateTransactionResponse;
  superseded: Array<{ provider: string; providerRef: string | null }>;
}> {
  const checkout = await findCheckout(deps.db, userId, checkoutUuid);
  const attempt = () =>
    deps.db.transaction(async (tx): Promise<Attempt> => {
      // Every request for this checkout waits here for the one before it, so it finds what that one made.
      await tx
        .select({ id: checkouts.id })
        .from(checkouts)
        .where(eq(checkouts.id, checkout.id))
        .for("update");
      const priced = await priceCart(tx, deps.portalId, userId, now);
      const plain = cartOf(priced);
      if (!hasProducts(plain)) {
        throw transactionError(409, { error: checkoutTexts.emptyCart, code: "empty_cart" });
      }
      // The cart refuses a line of a second photographer; lines added before the shop turned that on are caught here.
      const subjectIds = priced.lines.map((l) => l.subjectId);
      if (await cartMixesPhotographers(tx, deps.portalId, subjectIds)) {
        throw transactionError(409, { error: mixedPhotographersMessage, code: "photographers_mixed" });
      }
      const choices = await checkChoices(tx, deps, userId, plain, body, now);
      const { payment } = choices;
      const cart = cartOf(priced, { shipping: choices.delivery.shipping, fees: feesOf(payment.option) });
      // A refusal is answered after the commit: the saved address and the dropped voucher stay.
      const refused = await refusal(tx, deps, userId, priced, cart, choices, now);
      if (refused) return { refused };

      const fingerprint = fingerprintOf(deps, cart, choices, body);
      const existing = await findByFingerprint(tx, checkout.id, fingerprint);
      if (existing) return { made: existing, superseded: [] };
      const [deliveryDays, profile] = await Promise.all([
        longestDeliveryDays({ ...deps, db: tx, userId, cart, now }),
        checkoutUser(tx, userId),
      ]);
      const mobilePhone =
        choices.mobilePhone ??
        (payment.option.provider === "mobile" && profile.mobilePhone
          ? normalizeMobile(profile.mobilePhone)
          : null);
      const superseded = await cancelOpenTransactions(tx, { checkoutId: checkout.id });
      const order = await insertOrder(tx, {
        portalId: deps.portalId,
        userId,
        checkoutId: checkout.id,
        cart,
        lines: priced.lines,
        voucherId: priced.voucher?.id ?? null,
        delivery: choices.delivery.delivery,
        deliveryDays: choices.delivery.days,
        paymentOptionId: payment.id,
        payment: {
          provider: payment.option.provider,
          title: payment.option.title,
          isInvoice: payment.option.provider === "invoice",
        },
        comment: body.comment,
        client: body.client,
        catalogueMaxDeliveryTime: deliveryDays,
        // The invoice needs the national id until it is settled: kept encrypted, shown by no API.
        invoicePersonNumberEncrypted:
          choices.pid === null || payment.option.provider !== "invoice"
            ? null
            : encryptText(deps.config.dataEncryptionKey, choices.pid),
        now,
      });
      const transaction = await insertTransaction(tx, {
        checkoutId: checkout.id,
        userId,
        orderId: order.id,
        fingerprint,
        provider: payment.option.provider,
        amount: cart.summary.totalPrice,
        currency: cart.summary.currency,
        mobilePhone,
        now,
      });
      if (!transaction) throw new TransactionRaceLost(fingerprint);
      await tx
        .update(checkouts)
        .set({
          deliveryOptionId: await deliveryOptionIdOf(tx, deps.portalId, choices.deliveryUuid),
          deliveryOptionData: choices.delivery.data,
          paymentOptionId: payment.id,
          paymentOptionData: { mobilePhone: choices.mobilePhone },
          updatedAt: now,
        })
        .where(eq(checkouts.id, checkout.id));
      return { made: { transactionUuid: transaction.uuid, orderUuid: order.uuid }, superseded };
    });

  let outcome: Attempt;
  try {
    outcome = await attempt();
  } catch (error) {
    // Another request committed the same transaction between our lock and insert (only without row locks).
    if (!(error instanceof TransactionRaceLost)) throw error;
    const existing = await findByFingerprint(deps.db, checkout.id, error.fingerprint);
    if (!existing) throw error;
    outcome = { made: existing, superseded: [] };
  }
  if ("refused" in outcome) throw outcome.refused;
  return {
    response: {
      error: null,
      transaction: { uuid: outcome.made.transactionUuid },
      order: { uuid: outcome.made.orderUuid },
    },
    superseded: outcome.superseded,
  };
}
