/**
 * What the built-in payment providers answer when they refuse or decline a payment, in English. The server sends each
 * with its code (packages/contracts paymentDeclineCodes), which the web app says in the user's language.
 */
export const paymentDeclineTexts = {
  invalidNumber: "Your card number is not valid.",
  invalidExpiry: "Your card's expiry date is not valid.",
  expired: "Your card has expired.",
  declined: "Your card was declined.",
  testCardsOnly:
    "Your card was declined. This shop takes test payments only: pay with 4242 4242 4242 4242, or use 4000 0000 0000 0002 to see a declined payment.",
  mobileDeclined: "The payment was declined in the app.",
} as const;
export type PaymentDeclineText = keyof typeof paymentDeclineTexts;
