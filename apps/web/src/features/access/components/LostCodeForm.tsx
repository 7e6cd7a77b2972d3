import { normalizeEmail } from "@shop/domain/validation";
import { Button } from "@shop/ui/Button";
import { LinkButton } from "@shop/ui/LinkButton";
import { TextField } from "@shop/ui/TextField";
import { useForm } from "react-hook-form";
import { errorAnswerOf, errorText } from "../../../lib/api.ts";
import { emailFieldCheck } from "../../../lib/email-field.ts";
import { useTranslation } from "../../../lib/i18n.ts";
import { useRequestLostCode } from "../api/lost-code.ts";

/** The address → sending → the same answer whether or not the address was on the photographer's list. */
export function LostCodeForm() {
  const { t, i18n } = useTranslation();
  const send = useRequestLostCode();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<{ email: string }>({ defaultValues: { email: "" }, mode: "onTouched" });

  const onSubmit = handleSubmit(({ email }) =>
    send.mutate({ email: normalizeEmail(email), language: i18n.language.startsWith("nb") ? "nb" : "en" }),
  );

  if (send.isSuccess) {
    return (
      <div className="flex flex-col gap-4">
        <p role="status">{t("lostCode.sent")}</p>
        <LinkButton to="/" variant="secondary">
          {t("lostCode.toFrontPage")}
        </LinkButton>
      </div>
    );
  }

  const failure = errorAnswerOf(send.error)
    ? errorText(send.error, t)
    : send.isError
      ? t("lostCode.error")
      : null;
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3">
      <p>{t("lostCode.text")}</p>
      <TextField
        label={t("lostCode.email")}
        type="email"
        autoComplete="email"
        inputMode="email"
        error={errors.email?.message}
        {...register("email", {
          validate: (v) => emailFieldCheck(t, v),
        })}
      />
      {failure && (
        <p role="alert" className="text-sm font-medium text-danger">
          {failure}
        </p>
      )}
      <Button type="submit" loading={send.isPending}>
        {t("lostCode.send")}
      </Button>
    </form>
  );
}
