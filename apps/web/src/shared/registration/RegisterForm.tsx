import type { RegistrationBody, RegistrationResponse } from "@shop/contracts/account";
import {
  checkMobile,
  checkRegistrationPassword,
  normalizeEmail,
  normalizeMobile,
} from "@shop/domain/validation";
import { Button } from "@shop/ui/Button";
import { Checkbox } from "@shop/ui/Checkbox";
import { PasswordField } from "@shop/ui/PasswordField";
import { TextField } from "@shop/ui/TextField";
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { ApiError, errorText } from "../../lib/api.ts";
import { emailFieldCheck } from "../../lib/email-field.ts";
import { useTranslation } from "../../lib/i18n.ts";
import { useSettings } from "../../lib/queries/settings.ts";
import { useRegister } from "./register.ts";
import { TermsDialog } from "./TermsDialog.tsx";

type Props = {
  email: string;
  code: string;
  onRegistered: (res: RegistrationResponse) => void;
  onBack: () => void;
};

/** What the form sends; the code flow adds its code, an invite's form the name it asks. */
export type RegistrationFields = Omit<RegistrationBody, "code"> & { name?: string };

type RegistrationFormProps = {
  /** The address the account is for: read-only in the code flow, prefilled and editable where `emailEditable`. */
  email: string;
  emailEditable?: boolean;
  /** Asks the person's name (an invite's registration: their own invites then say who they come from). */
  askName?: boolean;
  /** The password is shown on request (a toggle), instead of only as dots. */
  passwordToggle?: boolean;
  submit: (body: RegistrationFields) => Promise<unknown>;
  /** 'Go back', where there is a step to go back to. */
  onBack?: () => void;
  /** The heading's level where the form is part of a page with its own h1. */
  headingLevel?: 1 | 2;
};

type Values = { name: string; email: string; mobile: string; password: string; acceptmail: boolean };
const fieldNames = ["name", "email", "mobile", "password"] as const;

function flaggedFields(err: unknown): string[] {
  if (!(err instanceof ApiError) || !err.body || typeof err.body !== "object") return [];
  const data = (err.body as { data?: unknown }).data;
  return Array.isArray(data) ? data.filter((d): d is string => typeof d === "string") : [];
}

/** 'Create a free user account' of the code flow (spec 01 §2.3): POST /ajax/create.php with the verified code. */
export function RegisterForm({ email, code, onRegistered, onBack }: Props) {
  const registration = useRegister();
  return (
    <RegistrationForm
      email={email}
      submit={async (body) => onRegistered(await registration.mutateAsync({ ...body, code }))}
      onBack={onBack}
    />
  );
}

/**
 * The registration form's fields, rules and texts (spec 01 §2.3, §5), for whichever call makes the account: the code
 * flow's, or an invite link's (features/sharing). A refusal marks the fields the server names and keeps what was typed.
 */
export function RegistrationForm({
  email,
  emailEditable = false,
  askName = false,
  passwordToggle = false,
  submit,
  onBack,
  headingLevel = 1,
}: RegistrationFormProps) {
  const { t } = useTranslation();
  const options = useSettings().data?.portal.options;
  const showConsent = options ? !options.hideMarketingConsent : false;
  const consentDefaultOn = options?.acceptMailDefaultOn ?? false;
  const [termsOpen, setTermsOpen] = useState(false);
  const [serverError, setServerError] = useState<{ text: string; fields: string[] } | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setFocus,
    formState: { errors, isValid, isSubmitting },
  } = useForm<Values>({
    defaultValues: { name: "", email, mobile: "", password: "", acceptmail: consentDefaultOn },
    mode: "onChange",
  });

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      await submit({
        ...(askName ? { name: values.name.trim() } : {}),
        email: emailEditable ? normalizeEmail(values.email) : email,
        mobile: normalizeMobile(values.mobile),
        password: values.password,
        // Spec 01 §3's payload: the password is asked once, so it confirms itself.
        confirm_password: values.password,
        acceptmail: showConsent ? values.acceptmail : false,
        termsofservice: true,
      });
    } catch (err) {
      const text = errorText(err, t);
      const fields = flaggedFields(err);
      setServerError({ text, fields });
      // The busy button lost the focus; it goes to the field the parent has to change.
      const field = fieldNames.find(
        (name) =>
          (name !== "email" || emailEditable) &&
          (name !== "name" || askName) &&
          (fields.includes(name) || (name === "password" && fields.includes("confirm_password"))),
      );
      if (field) setFocus(field);
    }
  });

  const flagged = (name: string) => serverError?.fields.includes(name) ?? false;
  // A change to a field the server named clears its flag; once every named field has changed, the server's text
  // goes too, since it spoke of values that are no longer there. A text that named no field stays until the next send.
  const clearFlag = (name: string) => {
    if (!flagged(name)) return;
    setServerError((s) => {
      if (s === null) return s;
      const fields = s.fields.filter((f) => f !== name);
      return fields.length === 0 ? null : { ...s, fields };
    });
  };
  const Heading = headingLevel === 1 ? "h1" : "h2";
  const passwordRules = {
    validate: (v: string) => {
      const e = checkRegistrationPassword(v);
      return e ? t(`validation.${e}`) : true;
    },
    onChange: () => {
      clearFlag("password");
      clearFlag("confirm_password");
    },
  };

  return (
    <div className="flex flex-col gap-5">
      <Heading className="text-2xl font-bold">{t("register.title")}</Heading>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3">
        {askName && (
          <TextField
            label={t("register.name")}
            autoComplete="name"
            invalid={flagged("name")}
            error={errors.name?.message}
            {...register("name", {
              validate: (v) => (v.trim() === "" ? t("validation.required") : true),
              onChange: () => clearFlag("name"),
            })}
          />
        )}
        {emailEditable ? (
          <TextField
            label={t("register.email")}
            type="email"
            autoComplete="email"
            inputMode="email"
            invalid={flagged("email")}
            error={errors.email?.message}
            {...register("email", {
              validate: (v) => emailFieldCheck(t, v),
              onChange: () => clearFlag("email"),
            })}
          />
        ) : (
          <TextField
            label={t("register.email")}
            type="email"
            value={email}
            readOnly
            invalid={flagged("email")}
          />
        )}
        <TextField
          label={t("register.phone")}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          autoFocus={!emailEditable}
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
        {passwordToggle ? (
          <PasswordField
            label={t("register.password")}
            showLabel={t("register.showPassword")}
            autoComplete="new-password"
            invalid={flagged("password") || flagged("confirm_password")}
            error={errors.password?.message}
            {...register("password", passwordRules)}
          />
        ) : (
          <TextField
            label={t("register.password")}
            type="password"
            autoComplete="new-password"
            invalid={flagged("password") || flagged("confirm_password")}
            error={errors.password?.message}
            {...register("password", passwordRules)}
          />
        )}
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
          {onBack && (
            <Button variant="secondary" onClick={onBack}>
              {t("register.goBack")}
            </Button>
          )}
          <Button type="submit" disabled={!isValid} loading={isSubmitting}>
            {t("register.createUser")}
          </Button>
        </div>
      </form>
      <TermsDialog open={termsOpen} onOpenChange={setTermsOpen} />
    </div>
  );
}
