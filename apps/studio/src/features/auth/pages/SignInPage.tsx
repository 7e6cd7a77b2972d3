import { Button } from "@shop/ui/Button";
import { PasswordField } from "@shop/ui/PasswordField";
import { TextField } from "@shop/ui/TextField";
import { KeyRound } from "lucide-react";
import { type FormEvent, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { isApiError } from "../../../lib/api.ts";
import { useTranslation } from "../../../lib/i18n.ts";
import { usePasskeySignIn } from "../api/passkey-sign-in.ts";
import { useSignIn } from "../api/sign-in.ts";
import { AuthCard } from "../components/AuthCard.tsx";

/** Only a path inside the studio is a place to go back to after signing in. */
function nextPath(value: string | null): string {
  return value?.startsWith("/") && !value.startsWith("//") ? value : "/";
}

export function SignInPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const signIn = useSignIn();
  const passkey = usePasskeySignIn();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [code, setCode] = useState("");
  const onward = () => navigate(nextPath(params.get("next")));
  // A member with an authenticator app is asked for its code once the password is right.
  const askCode =
    isApiError(signIn.error) &&
    ["studio_code_required", "studio_code_wrong"].includes(signIn.error.code ?? "");
  const codeAsked = askCode || code !== "";
  const error =
    passkey.error ??
    (isApiError(signIn.error) && signIn.error.code === "studio_code_required" ? null : signIn.error);

  function submit(event: FormEvent) {
    event.preventDefault();
    passkey.reset();
    signIn.mutate({ email, password, ...(codeAsked && code !== "" ? { code } : {}) }, { onSuccess: onward });
  }

  return (
    <AuthCard title={t("signIn.title")}>
      <form className="flex flex-col gap-4" onSubmit={submit} noValidate>
        <TextField
          label={t("signIn.email")}
          type="email"
          autoComplete="username"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <PasswordField
          label={t("signIn.password")}
          showLabel={t("common.showPassword")}
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        {codeAsked && (
          <TextField
            label={t("signIn.code")}
            hint={t("signIn.codeHint")}
            autoComplete="one-time-code"
            inputMode="text"
            autoFocus
            value={code}
            onChange={(event) => setCode(event.target.value)}
          />
        )}
        {error && (
          <p role="alert" className="font-medium text-danger">
            {error.message}
          </p>
        )}
        <Button type="submit" loading={signIn.isPending}>
          {t("signIn.submit")}
        </Button>
      </form>
      <div className="flex items-center gap-3 text-sm text-muted">
        <span className="h-px flex-1 bg-border" />
        {t("signIn.or")}
        <span className="h-px flex-1 bg-border" />
      </div>
      <Button
        variant="secondary"
        loading={passkey.isPending}
        onClick={() => {
          signIn.reset();
          passkey.mutate(undefined, { onSuccess: onward });
        }}
      >
        <KeyRound aria-hidden="true" className="size-5" />
        {t("signIn.passkey")}
      </Button>
    </AuthCard>
  );
}
