import type { CodeSubject } from "@shop/contracts/access";
import type { User } from "@shop/contracts/account";
import { canSubmitFrontPageCode } from "@shop/domain/access-code";
import { Button } from "@shop/ui/Button";
import { LinkButton } from "@shop/ui/LinkButton";
import { loadLater } from "@shop/ui/load-later";
import { type FormEvent, lazy, Suspense, useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { type CodeWarning, useAddPictureSetByCode } from "../../../lib/add-picture-set-by-code.ts";
import { codeText, errorText } from "../../../lib/api.ts";
import { goTo } from "../../../lib/go-to.ts";
import { useTranslation } from "../../../lib/i18n.ts";
import { meQuery } from "../../../lib/queries/me.ts";
import { queryClient } from "../../../lib/query-client.ts";
import { CodeField } from "../../../ui/CodeField.tsx";
import { useVerifyCode } from "../api/verify-code.ts";

// The two dialogs draw nothing until they open, so they are chunks of their own, fetched once the page has settled
// (their Dialog fetches its panel the same way); once opened they stay mounted, so they close as dialogs do.
const codeHelpDialog = () => import("./CodeHelpDialog.tsx");
const subjectDialog = () => import("./SubjectDialog.tsx");
const CodeHelpDialog = lazy(async () => ({ default: (await codeHelpDialog()).CodeHelpDialog }));
const SubjectDialog = lazy(async () => ({ default: (await subjectDialog()).SubjectDialog }));
// Only support's simulated session asks before adding a code (decision 0033): fetched when it asks.
const SimulatedCodeConfirm = lazy(async () => ({
  default: (await import("../../../ui/SimulatedCodeConfirm.tsx")).SimulatedCodeConfirm,
}));

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
  const [helpUsed, setHelpUsed] = useState(false);
  useEffect(() => {
    loadLater(codeHelpDialog);
    loadLater(subjectDialog);
  }, []);
  const [warning, setWarning] = useState<CodeWarning | null>(null);
  const [warningShown, setWarningShown] = useState(false);
  if (warning && !warningShown) setWarningShown(true);
  // One field needs no form library: the first page loads without one. As with the other forms, the field is
  // checked on submit and, once submitted, again on every change.
  const [code, setCode] = useState(linkCode ?? "");
  const [error, setError] = useState<string | undefined>(undefined);
  const [submitted, setSubmitted] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  const problem = (value: string) => (canSubmitFrontPageCode(value) ? undefined : t("validation.required"));
  const add = useAddPictureSetByCode({
    onWarning: setWarning,
    onError: (err) => setError(errorText(err, t)),
  });

  const onSubmit = async (event?: FormEvent) => {
    event?.preventDefault();
    setSubmitted(true);
    const invalid = problem(code);
    setError(invalid);
    if (invalid) {
      field.current?.focus();
      return;
    }
    // The form shows before the user is known (the prerendered front page); a code is sent the user's way.
    const signedIn = user ?? (await queryClient.fetchQuery(meQuery).catch(() => null))?.user;
    if (signedIn) {
      add.submit(code);
      return;
    }
    try {
      const res = await verify.mutateAsync(code.trim());
      if (!res.valid || !res.data) {
        setError(codeText(res.code ?? "invalid_code", null, t));
      } else if (res.data.redirect) {
        goTo(navigate, res.data.redirect);
      } else {
        onVerified(res.data.accessCode, res.data.subject);
      }
    } catch (err) {
      setError(errorText(err, t));
    }
  };

  // What was typed into the prerendered field before the page's script took it over (hydration keeps the field's
  // text but not the state) becomes the form's value. A code sent before that comes back as '/?code=…', the link.
  useEffect(() => {
    const typed = field.current?.value ?? "";
    if (typed !== "") setCode((current) => (current === "" ? typed : current));
  }, []);

  // The link's code is submitted by the latest submit (it reads the field's current state).
  const latestSubmit = useRef(onSubmit);
  latestSubmit.current = onSubmit;
  const submittedLink = useRef(false);
  useEffect(() => {
    if (!submitLinkCode || submittedLink.current) return;
    submittedLink.current = true;
    onLinkCodeSubmitted?.();
    void latestSubmit.current();
  }, [submitLinkCode, onLinkCodeSubmitted]);

  const busy = verify.isPending || add.isPending;
  return (
    <div className="flex flex-col gap-5">
      <h1 className="text-2xl font-bold text-balance">
        {user ? t("front.headingSignedIn") : t("front.headingSignedOut")}
      </h1>
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="flex flex-col gap-3">
        <CodeField
          label={t("front.code")}
          error={error}
          ref={field}
          value={code}
          onChange={(event) => {
            setCode(event.target.value);
            if (submitted) setError(problem(event.target.value));
          }}
        />
        <Button type="submit" loading={busy}>
          {user ? t("front.addPictures") : t("front.continue")}
        </Button>
        <button
          type="button"
          onClick={() => {
            setHelpUsed(true);
            setHelpOpen(true);
          }}
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
      <Suspense fallback={null}>
        {helpUsed && <CodeHelpDialog open={helpOpen} onOpenChange={setHelpOpen} />}
        {warningShown && <SubjectDialog warning={warning} onClose={() => setWarning(null)} />}
        {add.confirmation && <SimulatedCodeConfirm confirmation={add.confirmation} />}
      </Suspense>
    </div>
  );
}
