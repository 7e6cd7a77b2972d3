import { checkAccountPassword } from "@shop/domain/validation";
import { Button } from "@shop/ui/Button";
import { Card } from "@shop/ui/Card";
import { PageHeader } from "@shop/ui/PageHeader";
import { TextField } from "@shop/ui/TextField";
import { type FormEvent, useState } from "react";
import { errorText } from "../../../lib/api.ts";
import { useTranslation } from "../../../lib/i18n.ts";
import { useUpdatePassword } from "../api.ts";
import { SuccessView } from "../components/SuccessView.tsx";

/**
 * /my-account/change-password: the current password, then the new one twice (spec 01 §5: at least 5 characters, the
 * two matching). The shop's rules for a new password are the server's: its refusal says which rule, under the form.
 */
export function ChangePasswordPage() {
  const { t } = useTranslation();
  const [currentPassword, setCurrentPassword] = useState("");
  const [password, setPassword] = useState("");
  const [reTypePassword, setReTypePassword] = useState("");
  const [touched, setTouched] = useState({ current: false, password: false, retype: false });
  const update = useUpdatePassword();
  const problems = checkAccountPassword(password, reTypePassword);
  const currentProblem = currentPassword === "" ? "required" : null;
  const valid = currentProblem === null && problems.password === null && problems.retype === null;
  const text = (key: string | null) => (key === null ? null : t(`validation.${key}`));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched({ current: true, password: true, retype: true });
    if (!valid || update.isPending) return;
    update.mutate({ currentPassword, password, reTypePassword });
  };

  return (
    <div className="mx-auto flex w-full max-w-xl flex-col px-4 py-6 sm:py-8">
      <PageHeader
        title={t("account.changePassword")}
        back={{ to: "/my-account", label: t("account.title") }}
      />
      <Card>
        {update.isSuccess ? (
          <SuccessView title={t("account.passwordChanged")} text={t("account.passwordChangedText")} />
        ) : (
          <form onSubmit={submit} noValidate className="flex flex-col gap-4">
            <TextField
              label={t("account.currentPassword")}
              type="password"
              autoComplete="current-password"
              value={currentPassword}
              onChange={(e) => {
                setCurrentPassword(e.target.value);
                update.reset();
              }}
              onBlur={() => setTouched((v) => ({ ...v, current: true }))}
              error={touched.current ? text(currentProblem) : null}
              required
            />
            <TextField
              label={t("account.newPassword")}
              type="password"
              autoComplete="new-password"
              value={password}
              onChange={(e) => {
                setPassword(e.target.value);
                update.reset();
              }}
              onBlur={() => setTouched((v) => ({ ...v, password: true }))}
              error={touched.password ? text(problems.password) : null}
              required
            />
            <TextField
              label={t("account.retypePassword")}
              type="password"
              autoComplete="new-password"
              value={reTypePassword}
              onChange={(e) => {
                setReTypePassword(e.target.value);
                update.reset();
              }}
              onBlur={() => setTouched((v) => ({ ...v, retype: true }))}
              error={touched.retype ? text(problems.retype) : null}
              required
            />
            {update.isError && (
              <p role="alert" className="text-danger">
                {errorText(update.error, t)}
              </p>
            )}
            <Button type="submit" disabled={!valid} loading={update.isPending} className="self-start">
              {t("account.changePassword")}
            </Button>
          </form>
        )}
      </Card>
    </div>
  );
}
