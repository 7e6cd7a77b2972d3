import { Button } from "@shop/ui/Button";
import { PasswordField } from "@shop/ui/PasswordField";
import { TextField } from "@shop/ui/TextField";
import { type FormEvent, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { useTranslation } from "../../../lib/i18n.ts";
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
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");

  function submit(event: FormEvent) {
    event.preventDefault();
    signIn.mutate({ email, password }, { onSuccess: () => navigate(nextPath(params.get("next"))) });
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
        {signIn.error && (
          <p role="alert" className="font-medium text-danger">
            {signIn.error.message}
          </p>
        )}
        <Button type="submit" loading={signIn.isPending}>
          {t("signIn.submit")}
        </Button>
      </form>
    </AuthCard>
  );
}
