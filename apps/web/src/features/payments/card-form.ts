import { z } from "zod";

/** The card form's own checks; the server decides the rest (the Luhn check, whether the card pays). */
export const cardFormSchema = z.object({
  cardNumber: z
    .string()
    .transform((v) => v.replace(/[\s-]/g, ""))
    .pipe(z.string().regex(/^\d{12,19}$/, "payment.card.numberInvalid")),
  expiry: z
    .string()
    .trim()
    .regex(/^(0[1-9]|1[0-2])\s*\/\s*\d{2}$/, "payment.card.expiryInvalid"),
  cvc: z
    .string()
    .trim()
    .regex(/^\d{3,4}$/, "payment.card.cvcInvalid"),
  name: z.string().trim().min(1, "payment.card.nameRequired").max(200, "payment.card.nameTooLong"),
});

export type CardFormInput = z.input<typeof cardFormSchema>;
export type CardFormValues = z.output<typeof cardFormSchema>;

export const cardNumberMaxDigits = 19;

/** '4242424242424242' → '4242 4242 4242 4242', as printed on the card. */
export function formatCardNumber(value: string): string {
  const digits = value.replace(/\D/g, "").slice(0, cardNumberMaxDigits);
  return digits.replace(/(\d{4})(?=\d)/g, "$1 ");
}

/** '1228' → '12/28'; a slash the user typed after the month stays. */
export function formatExpiry(value: string): string {
  const digits = value.replace(/\D/g, "").slice(0, 4);
  if (digits.length > 2) return `${digits.slice(0, 2)}/${digits.slice(2)}`;
  return digits.length === 2 && value.includes("/") ? `${digits}/` : digits;
}
