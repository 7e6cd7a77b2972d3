import { isValidationError } from "@shop/contracts/error-codes";
import { checkResetPassword, normalizeResetPassword } from "@shop/domain/validation";
import { Button } from "@shop/ui/Button";
import { Card } from "@shop/ui/Card";
import { Dialog } from "@shop/ui/Dialog";
import { ErrorState } from "@shop/ui/ErrorState";
import { LoadingState } from "@shop/ui/LoadingState";
import { TextField } from "@shop/ui/TextField";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useNavigate, useSearchParams } from "react-router";
import { ApiError, errorAnswerOf, errorText } from "../../../lib/api.ts";
import { useTranslation } from "../../../lib/i18n.ts";
import { useResetCheck, useResetPassword } from "../api/reset-password.ts";

type Values = { password: string; retype: string };

function ResetForm({ code, onDone }: { code: string; onDone: () => void }) {
  const { t } = useTranslation();
  const reset = useResetPassword(code);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    getValues,
    setError,
    trigger,
    formState: { errors, touchedFields },
  } = useForm<Values>({ defaultValues: { password: "", retype: "" }, mode: "onTouched" });

  const onSubmit = handleSubmit(async ({ password }) => {
    setFailure(null);
    try {
      await reset.mutateAsync(normalizeResetPassword(password));
      onDone();
    } catch (err) {
      const answer = errorAnswerOf(err);
      // A password rule of the server (too common, the e-mail itself) is about the new password: it stands under
      // that field, which takes the focus, as the form's own rules do.
      if (answer && isValidationError(answer.code)) {
        setError("password", { type: "server", message: errorText(err, t) }, { shouldFocus: true });
      } else setFailure(err instanceof ApiError ? errorText(err, t) : t("reset.networkError"));
    }
  });

  const rule = (which: "password" | "retype") => () => {
    const { password, retype } = getValues();
    const e = checkResetPassword(password, retype)[which];
    return e ? t(`validation.${e}`) : true;
  };

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3">
      <TextField
        label={t("reset.newPassword")}
        type="password"
        autoComplete="new-password"
        error={errors.password?.message}
        {...register("password", {
          validate: rule("password"),
          // The retype is checked again only once the parent has been there: an empty retype is not 'required'
          // while they are still on their way to it (its message would move the button away from the pointer).
          onChange: () => {
            if (touchedFields.retype) void trigger("retype");
          },
        })}
      />
      <TextField
        label={t("reset.retype")}
        type="password"
        autoComplete="new-password"
        error={errors.retype?.message}
        {...register("retype", { validate: rule("retype") })}
      />
      {failure && (
        <p role="alert" className="text-sm font-medium text-danger">
          {failure}
        </p>
      )}
      <Button type="submit" loading={reset.isPending}>
        {t("reset.submit")}
      </Button>
    </form>
  );
}

/** /reset-password?resetcode=…: validating → form or invalid key → success alert → front page. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const code = params.get("resetcode")?.trim() ?? "";
  const check = useResetCheck(code);
  const [done, setDone] = useState(false);

  const body = () => {
    if (code === "") return <p>{t("reset.missingKey")}</p>;
    if (check.isPending) return <LoadingState text={t("reset.validating")} />;
    if (check.isError) {
      if (check.error instanceof ApiError && check.error.status === 404)
        return <p role="alert">{t("reset.invalid")}</p>;
      return <ErrorState message={errorText(check.error, t)} onRetry={() => void check.refetch()} />;
    }
    if (!check.data.valid) return <p role="alert">{t("reset.invalid")}</p>;
    return <ResetForm code={code} onDone={() => setDone(true)} />;
  };

  return (
    <div className="mx-auto w-full max-w-md px-3 py-8">
      <Card className="flex flex-col gap-4">
        <h1 className="text-2xl font-bold">{t("reset.title")}</h1>
        {body()}
      </Card>
      <Dialog
        open={done}
        role="alertdialog"
        onOpenChange={(open) => !open && void navigate("/", { replace: true })}
        title={t("reset.title")}
        description={t("reset.success")}
        footer={<Button onClick={() => void navigate("/", { replace: true })}>{t("common.ok")}</Button>}
      />
    </div>
  );
}
