import type { User } from "@shop/contracts/account";
import { ChevronDown, CircleUserRound, Images, LogOut, Receipt, UserRound } from "lucide-react";
import { DropdownMenu } from "radix-ui";
import { lazy, Suspense, useState } from "react";
import { useNavigate } from "react-router";
import { setCurrentPictureSet, useCurrentPictureSet } from "../../lib/current-picture-set.ts";
import { useTranslation } from "../../lib/i18n.ts";
import { useSignOut } from "../../lib/queries/me.ts";
import { toast } from "../../lib/toast.ts";

// The 'my picture sets' selector (spec 01 §2.5) is fetched when the parent first opens it.
const PictureSetSelectorDialog = lazy(async () => ({
  default: (await import("../../shared/picture-set-selector/PictureSetSelectorDialog.tsx"))
    .PictureSetSelectorDialog,
}));

const itemClass =
  "flex min-h-11 cursor-pointer items-center gap-3 rounded-md px-3 text-base outline-none data-[highlighted]:bg-primary/10";

export function AccountMenu({ user }: { user: User }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signOut = useSignOut(() => navigate("/"));
  const label = user.name || user.emailAddress;
  const current = useCurrentPictureSet();
  const [selecting, setSelecting] = useState(false);
  const [selectorUsed, setSelectorUsed] = useState(false);
  const onSignOut = () => {
    signOut.mutate(undefined, {
      onSuccess: () => toast.success(t("menu.loggedOut")),
      onError: () => toast.error(t("menu.logOutFailed")),
    });
  };
  return (
    <>
      <DropdownMenu.Root>
        <DropdownMenu.Trigger
          aria-label={t("header.accountMenu")}
          className="inline-flex min-h-11 max-w-[55vw] items-center gap-2 rounded-lg px-2 text-sm font-semibold hover:bg-black/5"
        >
          <CircleUserRound aria-hidden="true" className="size-6 shrink-0 text-primary" />
          <span className="hidden truncate sm:inline">{label}</span>
          <ChevronDown aria-hidden="true" className="size-4 shrink-0" />
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            align="end"
            sideOffset={6}
            className="z-40 min-w-56 rounded-lg border border-border bg-surface p-1 text-text shadow-lg"
          >
            <DropdownMenu.Label className="truncate px-3 py-2 text-sm text-muted">{label}</DropdownMenu.Label>
            <DropdownMenu.Item className={itemClass} onSelect={() => void navigate("/my-account")}>
              <UserRound aria-hidden="true" className="size-5" />
              {t("menu.myAccount")}
            </DropdownMenu.Item>
            <DropdownMenu.Item
              className={itemClass}
              onSelect={() => {
                // Opened once the menu has closed and handed the focus back, so the dialog keeps it.
                setSelectorUsed(true);
                setTimeout(() => setSelecting(true), 0);
              }}
            >
              <Images aria-hidden="true" className="size-5" />
              {t("menu.myPictureSets")}
            </DropdownMenu.Item>
            <DropdownMenu.Item className={itemClass} onSelect={() => void navigate("/my-account/orders")}>
              <Receipt aria-hidden="true" className="size-5" />
              {t("menu.orders")}
            </DropdownMenu.Item>
            <DropdownMenu.Separator className="my-1 h-px bg-border" />
            <DropdownMenu.Item className={itemClass} onSelect={onSignOut}>
              <LogOut aria-hidden="true" className="size-5" />
              {t("menu.logOut")}
            </DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      {selectorUsed && (
        <Suspense fallback={null}>
          <PictureSetSelectorDialog
            open={selecting}
            onOpenChange={setSelecting}
            currentUuid={current?.uuid ?? null}
            onChoose={(set) => {
              setCurrentPictureSet({ uuid: set.uuid, name: set.subject.name });
              void navigate(`/my-account/picture-sets/${set.uuid}`);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
