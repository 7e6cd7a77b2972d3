import type { SignInResponse } from "@shop/contracts/account";
import { checkSignInPassword, normalizeEmail } from "@shop/domain/validation";
import { Button } from "@shop/ui/Button";
import { TextField } from "@shop/ui/TextField";
import { ChevronLeft } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { errorText } from "../../../lib/api.ts";
import { emailFieldCheck } from "../../../lib/email-field.ts";
import { useTranslation } from "../../../lib/i18n.ts";
import { useSignIn } from "../api/sign-in.ts";
import { ForgotPasswordDialog } from "./ForgotPasswordDialog.tsx";

type Props = {
  title: string;
  submitLabel: string;
  /** Set in the code flow: the e-mail is already known and shown read-only. */
  fixedEmail?: string;
  /**
   * Set in the code flow, where the parent just typed the code: its picture set joins the account with the sign-in.
   * Elsewhere a code entered earlier in this browser waits for the parent's yes.
   */
  addPendingPictureSet?: boolean;
  onSignedIn: (res: SignInResponse) => void;
  onBack: () => void;
};

type Values = { username: string; password: string };

/** The 'Sign in' form, and the 'Welcome back' password step of the code flow. */
export function SignInForm({
  title,
  submitLabel,
  fixedEmail,
  addPendingPictureSet,
  onSignedIn,
  onBack,
}: Props) {
  const { t } = useTranslation();
  const signIn = useSignIn();
  const [forgotOpen, setForgotOpen] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    getValues,
    formState: { errors },
  } = useForm<Values>({ defaultValues: { username: fixedEmail ?? "", password: "" }, mode: "onTouched" });

  const onSubmit = handleSubmit(async ({ username, password }) => {
    try {
      const body = { username: normalizeEmail(username), password };
      onSignedIn(await signIn.mutateAsync(addPendingPictureSet ? { ...body, addPendingPictureSet } : body));
    } catch (err) {
      setError("password", { message: errorText(err, t) });
    }
  });

  return (
    <div className="flex flex-col gap-5">
      <BackButton onClick={onBack} />
      <h1 className="text-2xl font-bold">{title}</h1>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3">
        <TextField
          label={t("signIn.email")}
          type="email"
          autoComplete="username"
          inputMode="email"
          readOnly={fixedEmail !== undefined}
          error={errors.username?.message}
          {...register("username", {
            validate: (v) => emailFieldCheck(t, v),
          })}
        />
        <TextField
          label={t("signIn.password")}
          type="password"
          autoComplete="current-password"
          autoFocus={fixedEmail !== undefined}
          error={errors.password?.message}
          {...register("password", {
            validate: (v) => {
              const e = checkSignInPassword(v);
              return e ? t(`validation.${e}`) : true;
            },
          })}
        />
        <Button type="submit" loading={signIn.isPending}>
          {submitLabel}
        </Button>
      </form>
      <button
        type="button"
        onClick={() => setForgotOpen(true)}
        className="min-h-11 self-center rounded-lg px-2 text-primary underline underline-offset-4"
      >
        {t("signIn.forgot")}
      </button>
      {forgotOpen && (
        <ForgotPasswordDialog open onOpenChange={setForgotOpen} initialEmail={getValues("username").trim()} />
      )}
    </div>
  );
}

export function BackButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      onClick={onClick}
      className="-ml-2 inline-flex min-h-11 w-fit items-center gap-1 rounded-lg px-2 text-primary hover:underline"
    >
      <ChevronLeft aria-hidden="true" className="size-5" />
      {t("common.back")}
    </button>
  );
}
