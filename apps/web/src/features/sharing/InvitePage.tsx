import type { InviteLandingResponse } from "@shop/contracts/invites";
import { inviteLimits } from "@shop/domain/limits";
import { Button } from "@shop/ui/Button";
import { ErrorState } from "@shop/ui/ErrorState";
import { LinkButton } from "@shop/ui/LinkButton";
import { LoadingState } from "@shop/ui/LoadingState";
import { Images, LinkIcon } from "lucide-react";
import { type ReactNode, useEffect } from "react";
import { useNavigate, useParams } from "react-router";
import { ApiError, errorText } from "../../lib/api.ts";
import { useDocumentTitle } from "../../lib/document-title.ts";
import { formatDate } from "../../lib/format.ts";
import { goTo } from "../../lib/go-to.ts";
import { useTranslation } from "../../lib/i18n.ts";
import { useMe } from "../../lib/queries/me.ts";
import { rememberReferrer } from "../../lib/referrer.ts";
import { RegistrationForm } from "../../shared/registration/RegisterForm.tsx";
import { useAcceptInvite, useInviteLanding, useRegisterByInvite } from "../../shared/sharing/api.ts";

/** A link that is unknown, used, revoked or expired (404), or not a token at all (400), no longer works. */
function isDeadLink(err: unknown): boolean {
  return err instanceof ApiError && (err.status === 404 || err.status === 400);
}

/**
 * /invite/:token (public): the page an invite mail links to. It says who shared which sets; a visitor makes an
 * account from it (or signs in and comes back), a signed-in user adds the sets to their account.
 */
export function InvitePage() {
  const { t } = useTranslation();
  const { token = "" } = useParams();
  const landing = useInviteLanding(token);
  const me = useMe();

  let content: ReactNode;
  if (landing.isPending || me.isPending) content = <LoadingState text={t("invite.loading")} />;
  else if (landing.isError && isDeadLink(landing.error)) content = <DeadLink />;
  else if (landing.isError)
    content = <ErrorState message={errorText(landing.error, t)} onRetry={() => void landing.refetch()} />;
  else if (me.isError)
    content = <ErrorState message={errorText(me.error, t)} onRetry={() => void me.refetch()} />;
  else
    content = (
      <Invite
        token={token}
        invite={landing.data}
        signedInAs={me.data.user ? me.data.user.emailAddress : null}
      />
    );

  return <div className="mx-auto flex w-full max-w-xl flex-col gap-6 px-4 py-6 sm:py-10">{content}</div>;
}

function DeadLink() {
  const { t } = useTranslation();
  useDocumentTitle(t("invite.invalidTitle"));
  return (
    <div className="flex flex-col items-start gap-4">
      <LinkIcon aria-hidden="true" className="size-10 text-muted" />
      <h1 className="text-2xl font-bold">{t("invite.invalidTitle")}</h1>
      <p>{t("invite.invalidText", { days: inviteLimits.validDays })}</p>
      <LinkButton to="/" variant="secondary">
        {t("invite.toFrontPage")}
      </LinkButton>
    </div>
  );
}

function Invite({
  token,
  invite,
  signedInAs,
}: {
  token: string;
  invite: InviteLandingResponse;
  signedInAs: string | null;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const register = useRegisterByInvite(token);
  const accept = useAcceptInvite(token);
  const title = t("invite.title", { sender: invite.sender });
  useDocumentTitle(title);

  // A signed-out visitor who signs in, from this page's 'Log in' or the header's, comes back here
  // (after-sign-in.ts), where the sets are added with one more click.
  useEffect(() => {
    if (signedInAs === null) rememberReferrer(`/invite/${encodeURIComponent(token)}`);
  }, [signedInAs, token]);
  const logIn = () => {
    rememberReferrer(`/invite/${encodeURIComponent(token)}`);
    void navigate("/#login");
  };

  return (
    <>
      <section className="flex flex-col gap-3">
        <h1 className="text-2xl font-bold break-words">{title}</h1>
        <p>{t("invite.setsIntro")}</p>
        <ul className="flex flex-col gap-2">
          {invite.pictureSets.map((set, i) => (
            // Names may repeat across jobs; the list's order is the invite's.
            // biome-ignore lint/suspicious/noArrayIndexKey: the landing answer has no ids to key by.
            <li key={i} className="flex items-center gap-3 rounded-lg border border-border bg-surface p-3">
              <Images aria-hidden="true" className="size-6 shrink-0 text-primary" />
              <span className="flex flex-col">
                <span className="font-semibold">{set.name}</span>
                <span className="text-sm text-muted">{set.jobName}</span>
              </span>
            </li>
          ))}
        </ul>
        <p className="text-sm text-muted">{t("invite.validUntil", { date: formatDate(invite.expiresAt) })}</p>
      </section>

      {/* A new account is signed in before the page moves on: it keeps its form until then. */}
      {signedInAs !== null && register.isIdle ? (
        <section className="flex flex-col gap-3">
          <p>{t("invite.signedInAs", { email: signedInAs })}</p>
          {accept.isError && (
            <p role="alert" className="rounded-lg bg-danger/10 p-3 text-sm font-medium text-danger">
              {errorText(accept.error, t)}
            </p>
          )}
          <Button
            className="self-start"
            loading={accept.isPending}
            onClick={() => accept.mutate(undefined, { onSuccess: (res) => goTo(navigate, res.redirect) })}
          >
            {t("invite.add")}
          </Button>
        </section>
      ) : (
        <>
          <section className="flex flex-wrap items-center gap-3">
            <h2 className="font-semibold">{t("invite.haveAccount")}</h2>
            <Button variant="secondary" onClick={logIn}>
              {t("invite.logIn")}
            </Button>
          </section>
          <section className="flex flex-col gap-3 rounded-xl border border-border bg-surface p-4 sm:p-6">
            <p>{t("invite.newHere")}</p>
            <RegistrationForm
              email={invite.recipient}
              emailEditable
              askName
              passwordToggle
              headingLevel={2}
              submit={async (body) =>
                goTo(navigate, (await register.mutateAsync({ ...body, name: body.name ?? "" })).redirect)
              }
            />
          </section>
        </>
      )}
    </>
  );
}
