import { studioLimits } from "@shop/domain/studio";
import { Button } from "@shop/ui/Button";
import { ErrorState } from "@shop/ui/ErrorState";
import { LoadingState } from "@shop/ui/LoadingState";
import { PasswordField } from "@shop/ui/PasswordField";
import { type FormEvent, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { useTranslation } from "../../../lib/i18n.ts";
import { useSetup, useSetupCheck } from "../api/setup.ts";
import { AuthCard } from "../components/AuthCard.tsx";

/** The one-time link's page (`/studio/setup?token=…`): the member chooses a password and is signed in. */
export function SetupPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const navigate = useNavigate();
  const check = useSetupCheck(token);
  const setup = useSetup(token);
  const [password, setPassword] = useState("");
  const tooShort = password.length > 0 && password.length < studioLimits.passwordMin;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (password.length < studioLimits.passwordMin) return;
    setup.mutate(password, { onSuccess: () => navigate("/") });
  }

  if (token === "" || check.isError)
    return (
      <AuthCard title={t("setup.title")}>
        <ErrorState message={t("errors.studio_link_invalid")} />
      </AuthCard>
    );
  if (check.isPending)
    return (
      <AuthCard title={t("setup.title")}>
        <LoadingState text={t("common.loading")} />
      </AuthCard>
    );
  return (
    <AuthCard title={t("setup.title")}>
      <p>{t("setup.intro", { name: check.data.name, email: check.data.email })}</p>
      <form className="flex flex-col gap-4" onSubmit={submit} noValidate>
        <input type="email" hidden readOnly autoComplete="username" value={check.data.email} />
        <PasswordField
          label={t("setup.password")}
          showLabel={t("common.showPassword")}
          autoComplete="new-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={tooShort ? t("setup.tooShort", { count: studioLimits.passwordMin }) : null}
        />
        <p className="text-sm text-muted">{t("setup.hint", { count: studioLimits.passwordMin })}</p>
        {setup.error && (
          <p role="alert" className="font-medium text-danger">
            {setup.error.message}
          </p>
        )}
        <Button type="submit" loading={setup.isPending}>
          {t("setup.submit")}
        </Button>
      </form>
    </AuthCard>
  );
}
