import { zodResolver } from "@hookform/resolvers/zod";
import { Button } from "@shop/ui/Button";
import { TextField } from "@shop/ui/TextField";
import { Lock } from "lucide-react";
import { type ChangeEvent, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { errorAnswerOf, errorText } from "../../../lib/api.ts";
import { formatMoney } from "../../../lib/format.ts";
import { useTranslation } from "../../../lib/i18n.ts";
import { usePayCard } from "../api/pay-card.ts";
import type { Transaction } from "../api/transaction.ts";
import {
  type CardFormInput,
  type CardFormValues,
  cardFormSchema,
  formatCardNumber,
  formatExpiry,
} from "../card-form.ts";
import { cardFieldOf, lastProblemOf, paymentProblemText } from "../payment-text.ts";
import { PaymentAlert } from "./PaymentAlert.tsx";

type Props = { transaction: Transaction; busy: boolean };

type Failure = { text: string; attempt: number };

/** Formats what is typed as it is printed on a card, unless the caret is inside the text (an edit there). */
function formatAtEnd(event: ChangeEvent<HTMLInputElement>, format: (value: string) => string) {
  const input = event.target;
  if (input.selectionEnd === null || input.selectionEnd === input.value.length) {
    input.value = format(input.value);
  }
}

/**
 * The built-in test card provider as a hosted card page would ask: number, expiry, CVC and name, with the
 * browser's card autofill. A decline keeps the page and the form (but the number) for another try.
 */
export function CardPayment({ transaction, busy }: Props) {
  const { t } = useTranslation();
  const pay = usePayCard(transaction.uuid);
  const [failure, setFailure] = useState<Failure | null>(
    transaction.status === "declined" && transaction.lastError
      ? { text: paymentProblemText(lastProblemOf(transaction), t) ?? t("payment.declined"), attempt: 0 }
      : null,
  );
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    setFocus,
    formState: { errors },
  } = useForm<CardFormInput, unknown, CardFormValues>({
    resolver: zodResolver(cardFormSchema),
    defaultValues: { cardNumber: "", expiry: "", cvc: "", name: "" },
    mode: "onTouched",
  });
  const attempts = useRef(0);
  const fieldError = (message: string | undefined) => (message ? t(message) : undefined);

  const onSubmit = handleSubmit(async (card) => {
    if (busy) return;
    setFailure(null);
    attempts.current += 1;
    const attempt = attempts.current;
    try {
      const result = await pay.mutateAsync(card);
      if (result.status === "declined") {
        setFailure({ text: paymentProblemText(result, t) || t("payment.declined"), attempt });
        setValue("cardNumber", "");
        setFocus("cardNumber");
      }
    } catch (err) {
      const answer = errorAnswerOf(err);
      const field = answer ? cardFieldOf(answer.code) : null;
      if (answer && field) setError(field, { message: `errors.${answer.code}` }, { shouldFocus: true });
      else setFailure({ text: errorText(err, t), attempt });
    }
  });

  const number = register("cardNumber");
  const expiry = register("expiry");
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-labelledby="card-title">
      <h2 id="card-title" className="text-lg font-bold">
        {t("payment.card.title")}
      </h2>
      {failure && <PaymentAlert key={failure.attempt} message={failure.text} />}
      <TextField
        label={t("payment.card.number")}
        autoComplete="cc-number"
        inputMode="numeric"
        placeholder="1234 1234 1234 1234"
        maxLength={23}
        error={fieldError(errors.cardNumber?.message)}
        {...number}
        onChange={(event) => {
          formatAtEnd(event, formatCardNumber);
          return number.onChange(event);
        }}
      />
      <div className="grid grid-cols-2 gap-3">
        <TextField
          label={t("payment.card.expiry")}
          autoComplete="cc-exp"
          inputMode="numeric"
          placeholder={t("payment.card.expiryPlaceholder")}
          maxLength={7}
          error={fieldError(errors.expiry?.message)}
          {...expiry}
          onChange={(event) => {
            formatAtEnd(event, formatExpiry);
            return expiry.onChange(event);
          }}
        />
        <TextField
          label={t("payment.card.cvc")}
          autoComplete="cc-csc"
          inputMode="numeric"
          placeholder="123"
          maxLength={4}
          error={fieldError(errors.cvc?.message)}
          {...register("cvc")}
        />
      </div>
      <TextField
        label={t("payment.card.name")}
        autoComplete="cc-name"
        autoCapitalize="words"
        spellCheck={false}
        error={fieldError(errors.name?.message)}
        {...register("name")}
      />
      <Button type="submit" loading={pay.isPending} disabled={busy && !pay.isPending} className="w-full">
        {!pay.isPending && <Lock aria-hidden="true" className="size-4 shrink-0" />}
        {t("payment.card.pay", { amount: formatMoney(transaction.amount, transaction.currency) })}
      </Button>
      <p className="rounded-lg bg-bg p-3 text-sm text-muted">{t("payment.card.testHint")}</p>
    </form>
  );
}
