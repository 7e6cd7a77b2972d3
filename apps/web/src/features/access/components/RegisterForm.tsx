import type { RegistrationResponse } from "@shop/contracts/account";
import { checkMobile, checkRegistrationPassword, normalizeMobile } from "@shop/domain/validation";
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { ApiError, errorText } from "../../../lib/api.ts";
import { useTranslation } from "../../../lib/i18n.ts";
import { useSettings } from "../../../lib/queries/settings.ts";
import { Button } from "../../../ui/Button.tsx";
import { Checkbox } from "../../../ui/Checkbox.tsx";
import { TextField } from "../../../ui/TextField.tsx";
import { useRegister } from "../api/register.ts";
import { TermsDialog } from "./TermsDialog.tsx";

type Props = {
  email: string;
  code: string;
  onRegistered: (res: RegistrationResponse) => void;
  onBack: () => void;
};

type Values = { mobile: string; password: string; acceptmail: boolean };
const fieldNames = ["mobile", "password"] as const;

function flaggedFields(err: unknown): string[] {
  if (!(err instanceof ApiError) || !err.body || typeof err.body !== "object") return [];
  const data = (err.body as { data?: unknown }).data;
  return Array.isArray(data) ? data.filter((d): d is string => typeof d === "string") : [];
}

export function RegisterForm({ email, code, onRegistered, onBack }: Props) {
  const { t } = useTranslation();
  const options = useSettings().data?.portal.options;
  const showConsent = options ? !options.hideMarketingConsent : false;
  const consentDefaultOn = options?.acceptMailDefaultOn ?? false;
  const registration = useRegister();
  const [termsOpen, setTermsOpen] = useState(false);
  const [serverError, setServerError] = useState<{ text: string; fields: string[] } | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setFocus,
    formState: { errors, isValid },
  } = useForm<Values>({
    defaultValues: { mobile: "", password: "", acceptmail: consentDefaultOn },
    mode: "onChange",
  });

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      const res = await registration.mutateAsync({
        email,
        code,
        mobile: normalizeMobile(values.mobile),
        password: values.password,
        acceptmail: showConsent ? values.acceptmail : false,
        termsofservice: true,
      });
      onRegistered(res);
    } catch (err) {
      const text = errorText(err, t);
      const fields = flaggedFields(err);
      setServerError({ text, fields });
      // The busy button lost the focus; it goes to the field the parent has to change.
      const field = fieldNames.find(
        (name) => fields.includes(name) || (name === "password" && fields.includes("confirm_password")),
      );
      if (field) setFocus(field);
    }
  });

  const flagged = (name: string) => serverError?.fields.includes(name) ?? false;
  const clearFlag = (name: (typeof fieldNames)[number]) => {
    if (flagged(name)) setServerError((s) => s && { ...s, fields: s.fields.filter((f) => f !== name) });
  };

  return (
    <div className="flex flex-col gap-5">
      <h1 className="text-2xl font-bold">{t("register.title")}</h1>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3">
        <TextField
          label={t("register.email")}
          type="email"
          value={email}
          readOnly
          invalid={flagged("email")}
        />
        <TextField
          label={t("register.phone")}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          autoFocus
          invalid={flagged("mobile")}
          error={errors.mobile?.message}
          {...register("mobile", {
            validate: (v) => {
              const e = checkMobile(v);
              return e ? t(`validation.${e}`) : true;
            },
            onChange: () => clearFlag("mobile"),
          })}
        />
        <TextField
          label={t("register.password")}
          type="password"
          autoComplete="new-password"
          invalid={flagged("password") || flagged("confirm_password")}
          error={errors.password?.message}
          {...register("password", {
            validate: (v) => {
              const e = checkRegistrationPassword(v);
              return e ? t(`validation.${e}`) : true;
            },
            onChange: () => clearFlag("password"),
          })}
        />
        {showConsent && (
          <Controller
            control={control}
            name="acceptmail"
            render={({ field }) => (
              <Checkbox
                name={field.name}
                checked={field.value}
                onCheckedChange={field.onChange}
                label={
                  consentDefaultOn ? t("register.marketingDefaultOn") : t("register.marketingDefaultOff")
                }
              />
            )}
          />
        )}
        <p className={flagged("termsofservice") ? "text-sm text-danger" : "text-sm"}>
          {t("register.termsPrefix")}{" "}
          <button
            type="button"
            onClick={() => setTermsOpen(true)}
            className="inline-flex min-h-11 items-center font-semibold text-primary underline underline-offset-4"
          >
            {t("register.termsLink")}
          </button>
        </p>
        {serverError && (
          <p role="alert" className="rounded-lg bg-danger/10 p-3 text-sm font-medium text-danger">
            {serverError.text}
          </p>
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onBack}>
            {t("register.goBack")}
          </Button>
          <Button type="submit" disabled={!isValid} loading={registration.isPending}>
            {t("register.createUser")}
          </Button>
        </div>
      </form>
      <TermsDialog open={termsOpen} onOpenChange={setTermsOpen} />
    </div>
  );
}
