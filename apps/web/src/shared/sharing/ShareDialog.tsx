import type { PictureSetSummary } from "@shop/contracts/picture-sets";
import { inviteLimits } from "@shop/domain/limits";
import { shareButton, shareRecipients } from "@shop/domain/share";
import { Button } from "@shop/ui/Button";
import { Checkbox } from "@shop/ui/Checkbox";
import { cx } from "@shop/ui/cx";
import { Dialog } from "@shop/ui/Dialog";
import { EmptyState } from "@shop/ui/EmptyState";
import { ErrorState } from "@shop/ui/ErrorState";
import { IconButton } from "@shop/ui/IconButton";
import { LinkButton } from "@shop/ui/LinkButton";
import { LoadingState } from "@shop/ui/LoadingState";
import { TextField } from "@shop/ui/TextField";
import { Check, Images, Plus, Send, UserRound, X } from "lucide-react";
import { type ReactNode, useEffect, useId, useReducer, useRef } from "react";
import { errorText } from "../../lib/api.ts";
import { useTranslation } from "../../lib/i18n.ts";
import { useMe } from "../../lib/queries/me.ts";
import { usePictureSets } from "../../lib/queries/picture-sets.ts";
import { useShare } from "./api.ts";
import { initialShareState, recipientError, type ShareStep, shareFlow, shareSteps } from "./share-flow.ts";
import { isShareable } from "./shareable.ts";

export type ShareDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Picture sets chosen when the dialog opens (the set whose page it was opened from). */
  preselected?: readonly string[];
};

/** 'Share pictures with friends and family?' (spec 03 §2.7): choose sets, then recipients, then the receipt. */
export function ShareDialog({ open, onOpenChange, preselected }: ShareDialogProps) {
  const { t } = useTranslation();
  const me = useMe();
  const signedIn = !!me.data?.user;
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t("share.title")}>
      {me.isPending ? (
        <LoadingState text={t("common.loading")} />
      ) : !signedIn ? (
        <div className="flex flex-col gap-3">
          <p>{t("share.signInFirst")}</p>
          <LinkButton to="/#login" onClick={() => onOpenChange(false)} className="self-start">
            {t("share.signIn")}
          </LinkButton>
        </div>
      ) : (
        // A new mount per opening: the dialog starts at the first step with the page's set chosen.
        open && <ShareSteps preselected={preselected} onClose={() => onOpenChange(false)} />
      )}
    </Dialog>
  );
}

function ShareSteps({ preselected, onClose }: { preselected?: readonly string[]; onClose: () => void }) {
  const { t } = useTranslation();
  const sets = usePictureSets();
  if (sets.isPending) return <LoadingState text={t("share.loadingSets")} />;
  if (sets.isError)
    return <ErrorState message={errorText(sets.error, t)} onRetry={() => void sets.refetch()} />;
  const shareable = sets.data.filter(isShareable);
  if (shareable.length === 0) {
    return (
      <EmptyState icon={Images} text={t("share.none")}>
        <Button variant="secondary" onClick={onClose}>
          {t("common.close")}
        </Button>
      </EmptyState>
    );
  }
  const offered = new Set(shareable.map((s) => s.uuid));
  return <ShareForm sets={shareable} preselected={(preselected ?? []).filter((u) => offered.has(u))} />;
}

function StepIndicator({ step }: { step: ShareStep }) {
  const { t } = useTranslation();
  const current = shareSteps.indexOf(step);
  const names = [t("share.stepSets"), t("share.stepRecipients"), t("share.stepReceipt")];
  return (
    <ol aria-label={t("share.steps")} className="flex items-center gap-2 text-sm">
      {names.map((name, i) => (
        <li
          key={name}
          aria-current={i === current ? "step" : undefined}
          // On a small screen only the current step says its name; the others are their numbers.
          className={cx(
            "flex min-w-0 items-center gap-2",
            i === current ? "flex-1 font-semibold" : "text-muted sm:flex-1",
          )}
        >
          <span
            aria-hidden="true"
            className={cx(
              "flex size-7 shrink-0 items-center justify-center rounded-full border-2",
              i < current && "border-primary bg-primary text-primary-fg",
              i === current && "border-primary text-primary",
              i > current && "border-border",
            )}
          >
            {i < current ? <Check className="size-4" strokeWidth={3} /> : i + 1}
          </span>
          <span className={i === current ? "truncate" : "sr-only sm:not-sr-only sm:truncate"}>
            <span className="sr-only">{t("share.stepOf", { step: i + 1, steps: names.length })} </span>
            {name}
          </span>
        </li>
      ))}
    </ol>
  );
}

function StepHeading({ children, focus }: { children: ReactNode; focus: boolean }) {
  const ref = useRef<HTMLHeadingElement>(null);
  // The heading of a step the parent moved to takes the focus, so a screen reader says where they are.
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus]);
  return (
    <h3 ref={ref} tabIndex={-1} className="text-lg font-semibold focus-visible:outline-none">
      {children}
    </h3>
  );
}

function ShareForm({ sets, preselected }: { sets: PictureSetSummary[]; preselected: readonly string[] }) {
  const { t } = useTranslation();
  const [state, dispatch] = useReducer(shareFlow, preselected, initialShareState);
  const share = useShare();
  const moved = useRef(false);
  const alertId = useId();
  const { step, selected, recipients } = state;
  const button = shareButton(
    selected.length,
    recipients.map((r) => r.value),
  );
  const go = (event: Parameters<typeof dispatch>[0]) => {
    moved.current = true;
    share.reset();
    dispatch(event);
  };

  const send = () => {
    if (button.disabled) return;
    // The sets in the order the list shows them.
    const chosen = sets.map((s) => s.uuid).filter((u) => selected.includes(u));
    share.mutate(
      { emails: shareRecipients(recipients.map((r) => r.value)), pictureSets: chosen },
      {
        onSuccess: (res) => {
          if (res.error === null) go({ type: "sent", recipients: res.recipients });
        },
      },
    );
  };

  // The answer's own error, or the spec's text when the call failed; what was typed stays.
  const failure = share.data?.error ?? (share.isError ? t("share.failed") : null);

  return (
    <div className="flex flex-col gap-4">
      <StepIndicator step={step} />
      {step === "select-picture-sets" && (
        <>
          <StepHeading focus={moved.current}>{t("share.setsHeading")}</StepHeading>
          <ul className="flex flex-col gap-2">
            {sets.map((set) => (
              <li key={set.uuid} className="flex items-center gap-3 rounded-lg border border-border px-3">
                <Avatar url={set.avatar.url} />
                <div className="min-w-0 flex-1">
                  <Checkbox
                    name="subjects"
                    checked={selected.includes(set.uuid)}
                    onCheckedChange={(checked) =>
                      go({ type: "toggleSet", uuid: set.uuid, selected: checked })
                    }
                    label={
                      <span className="flex flex-col">
                        <span className="text-base font-semibold">{set.subject.name}</span>
                        <span className="text-muted">{set.job.name}</span>
                      </span>
                    }
                  />
                </div>
              </li>
            ))}
          </ul>
          <div className="flex flex-wrap justify-end gap-2">
            <Button disabled={selected.length === 0} onClick={() => go({ type: "toRecipients" })}>
              {selected.length === 0 ? t("share.selectPictureSets") : t("share.next")}
            </Button>
          </div>
        </>
      )}
      {step === "select-recipients" && (
        <form
          noValidate
          className="flex flex-col gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            send();
          }}
        >
          <StepHeading focus={moved.current}>{t("share.recipientsHeading")}</StepHeading>
          <p className="text-sm text-muted">{t("share.recipientsText")}</p>
          <ul className="flex flex-col gap-3">
            {recipients.map((field, i) => {
              const error = recipientError(field);
              return (
                <li key={field.id} className="flex items-end gap-2">
                  <TextField
                    className="flex-1"
                    label={t("share.recipientLabel", { number: i + 1 })}
                    type="email"
                    inputMode="email"
                    autoComplete="off"
                    maxLength={254}
                    value={field.value}
                    error={error ? t(`validation.${error}`) : null}
                    onChange={(e) => {
                      share.reset();
                      dispatch({ type: "typeRecipient", id: field.id, value: e.target.value });
                    }}
                    onBlur={() => dispatch({ type: "touchRecipient", id: field.id })}
                  />
                  {recipients.length > 1 && (
                    <IconButton
                      aria-label={t("share.removeRecipient", { number: i + 1 })}
                      onClick={() => go({ type: "removeRecipient", id: field.id })}
                      className={error ? "mb-7" : undefined}
                    >
                      <X aria-hidden="true" className="size-5" />
                    </IconButton>
                  )}
                </li>
              );
            })}
          </ul>
          <Button
            variant="ghost"
            className="self-start"
            disabled={recipients.length >= inviteLimits.recipientsMax}
            onClick={() => dispatch({ type: "addRecipient" })}
          >
            <Plus aria-hidden="true" className="size-5" />
            {t("share.addRecipient")}
          </Button>
          {failure && (
            <p
              id={alertId}
              role="alert"
              className="rounded-lg bg-danger/10 p-3 text-sm font-medium text-danger"
            >
              {failure}
            </p>
          )}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
            <Button variant="secondary" onClick={() => go({ type: "back" })} disabled={share.isPending}>
              {t("share.back")}
            </Button>
            <Button
              type="submit"
              disabled={button.disabled}
              loading={share.isPending}
              aria-describedby={failure ? alertId : undefined}
            >
              {!button.disabled && <Send aria-hidden="true" className="size-5" />}
              {button.label === "sendInvites"
                ? t("share.sendInvites", { count: button.count })
                : button.label === "addRecipients"
                  ? t("share.addRecipients")
                  : t("share.selectPictureSets")}
            </Button>
          </div>
        </form>
      )}
      {step === "show-receipt" && (
        <>
          <StepHeading focus={moved.current}>{t("share.receiptHeading")}</StepHeading>
          <p>{t("share.receiptText")}</p>
          <ul className="flex flex-col gap-1">
            {state.invited.map((address) => (
              <li key={address} className="flex items-center gap-2 font-semibold break-all">
                <Check aria-hidden="true" className="size-5 shrink-0 text-primary" />
                {address}
              </li>
            ))}
          </ul>
          <div className="flex flex-wrap justify-end gap-2">
            <Button onClick={() => go({ type: "sendMore" })}>{t("share.sendMore")}</Button>
          </div>
        </>
      )}
    </div>
  );
}

function Avatar({ url }: { url: string | null }) {
  return url ? (
    <img src={url} alt="" className="size-12 shrink-0 rounded-full bg-black/5 object-cover" />
  ) : (
    <span
      aria-hidden="true"
      className="flex size-12 shrink-0 items-center justify-center rounded-full bg-primary/10"
    >
      <UserRound className="size-6 text-primary" />
    </span>
  );
}
