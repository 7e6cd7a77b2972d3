import type { CodeSubject } from "@shop/contracts/access";
import type { User } from "@shop/contracts/account";
import { canSubmitFrontPageCode } from "@shop/domain/access-code";
import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { type CodeWarning, useAddPictureSetByCode } from "../../../lib/add-picture-set-by-code.ts";
import { codeText, errorText } from "../../../lib/api.ts";
import { goTo } from "../../../lib/go-to.ts";
import { Button } from "../../../ui/Button.tsx";
import { CodeField } from "../../../ui/CodeField.tsx";
import { LinkButton } from "../../../ui/LinkButton.tsx";
import { useVerifyCode } from "../api/verify-code.ts";
import { CodeHelpDialog } from "./CodeHelpDialog.tsx";
import { SubjectDialog } from "./SubjectDialog.tsx";

type Props = {
  user: User | null;
  onVerified: (code: string, subject: CodeSubject) => void;
  onOpenLogin: () => void;
  /** A code from the page's link (`/?code=…`), filled in. */
  linkCode?: string | undefined;
  /** Submit the link's code at once (signed out: what the letter's QR code promises). */
  submitLinkCode?: boolean;
  onLinkCodeSubmitted?: () => void;
};

export function CodeEntry({
  user,
  onVerified,
  onOpenLogin,
  linkCode,
  submitLinkCode = false,
  onLinkCodeSubmitted,
}: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const verify = useVerifyCode();
  const [helpOpen, setHelpOpen] = useState(false);
  const [warning, setWarning] = useState<CodeWarning | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<{ code: string }>({ defaultValues: { code: linkCode ?? "" } });
  const add = useAddPictureSetByCode({
    onWarning: setWarning,
    onError: (err) => setError("code", { message: errorText(err, t) }),
  });

  const onSubmit = handleSubmit(async ({ code }) => {
    if (user) {
      add.submit(code);
      return;
    }
    try {
      const res = await verify.mutateAsync(code.trim());
      if (!res.valid || !res.data) {
        setError("code", { message: codeText(res.code ?? "invalid_code", null, t) });
      } else if (res.data.redirect) {
        goTo(navigate, res.data.redirect);
      } else {
        onVerified(res.data.accessCode, res.data.subject);
      }
    } catch (err) {
      setError("code", { message: errorText(err, t) });
    }
  });

  const submittedLink = useRef(false);
  useEffect(() => {
    if (!submitLinkCode || submittedLink.current) return;
    submittedLink.current = true;
    onLinkCodeSubmitted?.();
    void onSubmit();
  }, [submitLinkCode, onLinkCodeSubmitted, onSubmit]);

  const busy = verify.isPending || add.isPending;
  return (
    <div className="flex flex-col gap-5">
      <h1 className="text-2xl font-bold text-balance">
        {user ? t("front.headingSignedIn") : t("front.headingSignedOut")}
      </h1>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3">
        <CodeField
          label={t("front.code")}
          error={errors.code?.message}
          {...register("code", {
            validate: (v) => canSubmitFrontPageCode(v) || t("validation.required"),
          })}
        />
        <Button type="submit" loading={busy}>
          {user ? t("front.addPictures") : t("front.continue")}
        </Button>
        <button
          type="button"
          onClick={() => setHelpOpen(true)}
          className="min-h-11 self-center rounded-lg px-2 text-primary underline underline-offset-4"
        >
          {t("front.notReceived")}
        </button>
      </form>
      {user ? (
        <section
          aria-labelledby="logged-in-heading"
          className="flex flex-col gap-3 rounded-lg bg-primary/5 p-4"
        >
          <h2 id="logged-in-heading" className="text-sm font-semibold tracking-wide text-muted uppercase">
            {t("front.loggedIn")}
          </h2>
          <p className="text-lg font-semibold break-words">{user.name || user.emailAddress}</p>
          <LinkButton to="/my-account/picture-sets" variant="secondary">
            {t("front.myPictureSets")}
          </LinkButton>
        </section>
      ) : (
        <div className="flex flex-col gap-2 border-t border-border pt-4">
          <p className="text-center">{t("front.alreadyHaveAccount")}</p>
          <Button variant="secondary" onClick={onOpenLogin}>
            {t("front.signIn")}
          </Button>
        </div>
      )}
      <CodeHelpDialog open={helpOpen} onOpenChange={setHelpOpen} />
      <SubjectDialog warning={warning} onClose={() => setWarning(null)} />
    </div>
  );
}
