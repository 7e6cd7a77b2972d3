import { normalizeEmail } from "@shop/domain/validation";
import { Button } from "@shop/ui/Button";
import { TextField } from "@shop/ui/TextField";
import { useForm } from "react-hook-form";
import { errorText } from "../../../lib/api.ts";
import { emailFieldCheck } from "../../../lib/email-field.ts";
import { useTranslation } from "../../../lib/i18n.ts";
import { useUserExists } from "../api/user-exists.ts";
import { BackButton } from "./SignInForm.tsx";

type Props = {
  subjectName: string;
  initialEmail: string;
  onChecked: (email: string, exists: boolean) => void;
  onBack: () => void;
};

/** Validate-email step of login-or-register: an existing user signs in, a new one registers. */
export function EmailStep({ subjectName, initialEmail, onChecked, onBack }: Props) {
  const { t } = useTranslation();
  const check = useUserExists();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<{ email: string }>({ defaultValues: { email: initialEmail }, mode: "onTouched" });

  const onSubmit = handleSubmit(async ({ email }) => {
    const normalized = normalizeEmail(email);
    try {
      const res = await check.mutateAsync(normalized);
      onChecked(normalized, res.exists);
    } catch (err) {
      setError("email", { message: errorText(err, t) });
    }
  });

  return (
    <div className="flex flex-col gap-5">
      <BackButton onClick={onBack} />
      <h1 className="text-xl font-bold text-balance">{t("front.enterEmail", { subject: subjectName })}</h1>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3">
        <TextField
          label={t("front.email")}
          type="email"
          autoComplete="email"
          inputMode="email"
          autoFocus
          error={errors.email?.message}
          {...register("email", {
            validate: (v) => emailFieldCheck(t, v),
          })}
        />
        <Button type="submit" loading={check.isPending}>
          {t("front.continue")}
        </Button>
      </form>
    </div>
  );
}
