import type { PendingPictureSet } from "@shop/contracts/account";
import { limits } from "@shop/domain/limits";
import { ErrorState } from "@shop/ui/ErrorState";
import { LoadingState } from "@shop/ui/LoadingState";
import { loadLater } from "@shop/ui/load-later";
import { lazy, Suspense, useEffect, useReducer, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { errorText } from "../../../lib/api.ts";
import { goTo } from "../../../lib/go-to.ts";
import { useTranslation, withAllTexts } from "../../../lib/i18n.ts";
import { useMe } from "../../../lib/queries/me.ts";
import { pathAfterCodeSignIn, pathAfterSignIn } from "../after-sign-in.ts";
import { CodeEntry } from "../components/CodeEntry.tsx";
import { frontFlow, initialFrontView } from "../front-flow.ts";

// The views after the code view are chunks of their own: the first paint waits only for the code form, and they
// are fetched once the page has settled or the visitor starts typing, before anyone can need them.
const signInForm = withAllTexts(() => import("../components/SignInForm.tsx"));
const emailStep = withAllTexts(() => import("../components/EmailStep.tsx"));
const registerForm = withAllTexts(() => import("../../../shared/registration/RegisterForm.tsx"));
const pendingDialog = withAllTexts(() => import("../components/PendingPictureSetDialog.tsx"));
const SignInForm = lazy(async () => ({ default: (await signInForm()).SignInForm }));
const EmailStep = lazy(async () => ({ default: (await emailStep()).EmailStep }));
const RegisterForm = lazy(async () => ({ default: (await registerForm()).RegisterForm }));
const PendingPictureSetDialog = lazy(async () => ({
  default: (await pendingDialog()).PendingPictureSetDialog,
}));

/** The code a link carries; it is submitted once, on arrival (going back to the code view does not submit again). */
function codeFromLink(search: string): { code: string; submit: boolean } | null {
  const code = new URLSearchParams(search).get("code")?.trim() ?? "";
  return code === "" ? null : { code: code.slice(0, limits.accessCodeMax), submit: true };
}

export function FrontPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const me = useMe();
  const [state, dispatch] = useReducer(frontFlow, initialFrontView);
  const [pending, setPending] = useState<PendingPictureSet | null>(null);
  const [linkCode, setLinkCode] = useState(() => codeFromLink(location.search));
  const user = me.data?.user ?? null;

  // '/?code=…' (the QR code on the photographer's letter) fills in the code; then the code leaves the address bar so
  // it does not linger in the history.
  useEffect(() => {
    const params = new URLSearchParams(location.search);
    if (!params.has("code")) return;
    const link = codeFromLink(location.search);
    // The same code again (the first render already read it) keeps whether it was submitted.
    if (link) setLinkCode((current) => (current?.code === link.code ? current : link));
    params.delete("code");
    const search = params.toString();
    void navigate(
      { pathname: location.pathname, search: search ? `?${search}` : "", hash: location.hash },
      { replace: true },
    );
  }, [location.search, location.pathname, location.hash, navigate]);

  // '/#login' opens the login view, then the hash goes so a reload or a shared link starts fresh.
  useEffect(() => {
    if (location.hash !== "#login") return;
    if (!user) dispatch({ type: "openLogin" });
    void navigate({ pathname: location.pathname, search: location.search }, { replace: true });
  }, [location.hash, location.pathname, location.search, navigate, user]);

  useEffect(() => {
    for (const load of [signInForm, emailStep, registerForm, pendingDialog]) loadLater(load);
  }, []);

  const back = () => dispatch({ type: "back" });

  const content = () => {
    // While the user is being fetched the code form shows as for a visitor: it is what the prerendered page holds
    // (main.tsx hydrates it), and CodeEntry waits for the user before it submits.
    if (me.isError) return <ErrorState message={errorText(me.error, t)} onRetry={() => void me.refetch()} />;
    switch (state.view) {
      case "code":
        return (
          <CodeEntry
            key={linkCode?.code}
            user={user}
            linkCode={linkCode?.code}
            // Signed in, a link's code waits for the parent; so it waits until the user is known.
            submitLinkCode={me.isSuccess && !user && linkCode?.submit === true}
            onLinkCodeSubmitted={() => setLinkCode((c) => c && { ...c, submit: false })}
            onVerified={(code, subject) => dispatch({ type: "codeVerified", code, subject })}
            onOpenLogin={() => dispatch({ type: "openLogin" })}
          />
        );
      case "login":
        return (
          <SignInForm
            title={t("signIn.title")}
            submitLabel={t("signIn.submit")}
            onSignedIn={(res) =>
              res.pendingPictureSet
                ? setPending(res.pendingPictureSet)
                : goTo(navigate, pathAfterSignIn(res.redirect))
            }
            onBack={back}
          />
        );
      case "email":
        return (
          <EmailStep
            subjectName={state.subject.name}
            initialEmail={state.email}
            onChecked={(email, exists) => dispatch({ type: "emailChecked", email, exists })}
            onBack={back}
          />
        );
      case "welcomeBack":
        return (
          <SignInForm
            key={state.email}
            title={t("front.welcomeBack")}
            submitLabel={t("front.logIn")}
            fixedEmail={state.email}
            addPendingPictureSet
            onSignedIn={(res) => goTo(navigate, pathAfterCodeSignIn(res.redirect))}
            onBack={back}
          />
        );
      case "register":
        return (
          <RegisterForm
            email={state.email}
            code={state.code}
            onRegistered={(res) => goTo(navigate, pathAfterCodeSignIn(res.redirect))}
            onBack={back}
          />
        );
    }
  };

  return (
    // The shop's front picture is the --front-background property (AppLayout sets it from the settings, the server
    // in the page it sends), so the markup is the same for every shop and the picture loads before the script.
    <div className="flex flex-1 items-start justify-center bg-(image:--front-background) bg-cover bg-center px-3 py-6 sm:items-center sm:py-12">
      <div className="w-full max-w-md rounded-2xl bg-surface/95 p-5 shadow-xl backdrop-blur sm:p-8">
        <Suspense fallback={<LoadingState text={t("common.loading")} />}>{content()}</Suspense>
      </div>
      {pending && (
        <Suspense fallback={null}>
          <PendingPictureSetDialog
            name={pending.name}
            onAdded={(redirect) => goTo(navigate, pathAfterCodeSignIn(redirect))}
            onDeclined={() => goTo(navigate, pathAfterSignIn(null))}
          />
        </Suspense>
      )}
    </div>
  );
}
