/**
 * What the built-in payment providers answer when they refuse or decline a payment. The server sends the English
 * text; the web app knows each by its key and says it in the user's language.
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

/** The key of a text the server sent, or null when it is none of these. */
export function paymentDeclineKey(text: string): PaymentDeclineText | null {
  const found = Object.entries(paymentDeclineTexts).find(([, value]) => value === text);
  return found ? (found[0] as PaymentDeclineText) : null;
}
