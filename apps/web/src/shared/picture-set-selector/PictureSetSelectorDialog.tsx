import type { PictureSetSummary } from "@shop/contracts/picture-sets";
import { Button } from "@shop/ui/Button";
import { cx } from "@shop/ui/cx";
import { Dialog } from "@shop/ui/Dialog";
import { ErrorState } from "@shop/ui/ErrorState";
import { LinkButton } from "@shop/ui/LinkButton";
import { LoadingState } from "@shop/ui/LoadingState";
import { useQuery } from "@tanstack/react-query";
import { Check, Images, Plus } from "lucide-react";
import { type KeyboardEvent, useEffect, useState } from "react";
import { useLocation } from "react-router";
import { errorText } from "../../lib/api.ts";
import { useTranslation } from "../../lib/i18n.ts";
import { pictureSetsQuery } from "../../lib/queries/picture-sets.ts";
import { AddPictureCodeDialog } from "./AddPictureCodeDialog.tsx";

export interface PictureSetSelectorProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The set the page works on (or the one the parent shops for), marked in the list; null for none. */
  currentUuid: string | null;
  /** What choosing a set does: go to it, or switch the page to it. The dialog closes first. */
  onChoose: (set: PictureSetSummary) => void;
}

/**
 * The 'my picture sets' selector dialog (spec 01 §2.5): the account's sets, each a button with its avatar, subject,
 * job and year, the current one marked; 'Add picture set' opens the add-code dialog, and 'All picture sets' goes to the
 * list (its cards, their context menus). Arrow keys move between the
 * sets as Tab does; Escape closes (the dialog's own).
 */
export function PictureSetSelectorDialog({
  open,
  onOpenChange,
  currentUuid,
  onChoose,
}: PictureSetSelectorProps) {
  const { t } = useTranslation();
  const [adding, setAdding] = useState(false);
  const sets = useQuery({ ...pictureSetsQuery(), enabled: open });
  // The add-code dialog goes to the new set (or the one named by a warning) when it succeeds; the header that hosts
  // this stays, so the dialog closes on any change of page.
  const { pathname } = useLocation();
  useEffect(() => {
    void pathname;
    setAdding(false);
  }, [pathname]);

  const addPictureSet = () => {
    onOpenChange(false);
    setAdding(true);
  };

  return (
    <>
      <Dialog
        open={open}
        onOpenChange={onOpenChange}
        title={t("pictureSetSelector.title")}
        description={t("pictureSetSelector.text")}
      >
        {sets.isPending ? (
          <LoadingState text={t("common.loading")} />
        ) : sets.isError ? (
          <ErrorState message={errorText(sets.error, t)} onRetry={() => void sets.refetch()} />
        ) : sets.data.length === 0 ? (
          <p className="flex items-center gap-2 text-muted">
            <Images aria-hidden="true" className="size-5 shrink-0" />
            {t("pictureSetSelector.empty")}
          </p>
        ) : (
          <SetList
            sets={sets.data}
            currentUuid={currentUuid}
            onChoose={(set) => {
              onOpenChange(false);
              onChoose(set);
            }}
          />
        )}
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={addPictureSet}>
            <Plus aria-hidden="true" className="size-5" />
            {t("pictureSetSelector.addPictureSet")}
          </Button>
          {sets.isSuccess && sets.data.length > 0 && (
            <LinkButton to="/my-account/picture-sets" variant="ghost" onClick={() => onOpenChange(false)}>
              {t("pictureSetSelector.showAll")}
            </LinkButton>
          )}
        </div>
      </Dialog>
      <AddPictureCodeDialog open={adding} onOpenChange={setAdding} />
    </>
  );
}

/** Up and Down (and Home, End) move the focus between the list's buttons. */
function moveFocus(event: KeyboardEvent<HTMLUListElement>) {
  const keys = ["ArrowDown", "ArrowUp", "Home", "End"];
  if (!keys.includes(event.key)) return;
  const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>("button")];
  const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
  if (at === -1) return;
  event.preventDefault();
  const next =
    event.key === "Home"
      ? 0
      : event.key === "End"
        ? buttons.length - 1
        : (at + (event.key === "ArrowDown" ? 1 : -1) + buttons.length) % buttons.length;
  buttons[next]?.focus();
}

function SetList({
  sets,
  currentUuid,
  onChoose,
}: {
  sets: PictureSetSummary[];
  currentUuid: string | null;
  onChoose: (set: PictureSetSummary) => void;
}) {
  const { t } = useTranslation();
  return (
    <ul
      aria-label={t("pictureSetSelector.title")}
      onKeyDown={moveFocus}
      className="-mx-1 flex flex-col gap-1"
    >
      {sets.map((set) => {
        const current = set.uuid === currentUuid;
        return (
          <li key={set.uuid}>
            <button
              type="button"
              onClick={() => onChoose(set)}
              aria-current={current ? "true" : undefined}
              className={cx(
                "flex min-h-16 w-full items-center gap-3 rounded-lg border px-2 py-2 text-left",
                "hover:bg-primary/5 focus-visible:outline-2 focus-visible:outline-primary",
                current ? "border-primary bg-primary/5" : "border-transparent",
              )}
            >
              {set.avatar.url ? (
                <img
                  src={set.avatar.url}
                  alt=""
                  width={48}
                  height={60}
                  loading="lazy"
                  className="h-15 w-12 shrink-0 rounded-md bg-black/5 object-cover"
                />
              ) : (
                <span className="flex h-15 w-12 shrink-0 items-center justify-center rounded-md bg-black/5">
                  <Images aria-hidden="true" className="size-5 text-muted" />
                </span>
              )}
              <span className="flex min-w-0 grow flex-col">
                <span className="truncate font-semibold">{set.subject.name}</span>
                <span className="text-sm text-muted">
                  {set.job.name} · {set.year}
                </span>
              </span>
              {current && (
                <span className="flex shrink-0 items-center gap-1 text-sm font-semibold text-primary">
                  <Check aria-hidden="true" className="size-5" />
                  <span className="sr-only sm:not-sr-only">{t("pictureSetSelector.current")}</span>
                </span>
              )}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
