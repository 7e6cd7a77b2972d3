import { normalizeEmail } from "@shop/domain/validation";
import { Button } from "@shop/ui/Button";
import { Dialog } from "@shop/ui/Dialog";
import { TextField } from "@shop/ui/TextField";
import { useForm } from "react-hook-form";
import { errorAnswerOf, errorText } from "../../../lib/api.ts";
import { emailFieldCheck } from "../../../lib/email-field.ts";
import { useTranslation } from "../../../lib/i18n.ts";
import { useSendPasswordReminder } from "../api/password-reminder.ts";

type Props = { open: boolean; onOpenChange: (open: boolean) => void; initialEmail: string };

/** Input → sending → the server's message, or an error (spec 01 §4). */
export function ForgotPasswordDialog({ open, onOpenChange, initialEmail }: Props) {
  const { t } = useTranslation();
  const send = useSendPasswordReminder();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<{ email: string }>({ defaultValues: { email: initialEmail }, mode: "onTouched" });

  const onSubmit = handleSubmit(({ email }) => send.mutate(normalizeEmail(email)));

  // The spec shows the server's error, and the generic text when there is none (network trouble).
  const failure = errorAnswerOf(send.error)
    ? errorText(send.error, t)
    : send.isError
      ? t("signIn.forgotError")
      : null;

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t("signIn.forgotTitle")}
      description={send.isSuccess ? undefined : t("signIn.forgotText")}
    >
      {send.isSuccess ? (
        <>
          <p role="status">{t("signIn.reminderSent")}</p>
          <Button className="self-end" onClick={() => onOpenChange(false)}>
            {t("common.ok")}
          </Button>
        </>
      ) : (
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3">
          <TextField
            label={t("signIn.email")}
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
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="ghost" onClick={() => onOpenChange(false)}>
              {t("common.cancel")}
            </Button>
            <Button type="submit" loading={send.isPending}>
              {t("signIn.forgotSend")}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
