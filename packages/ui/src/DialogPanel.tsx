import { X } from "lucide-react";
import { Dialog as DialogPrimitive } from "radix-ui";
import { type ReactNode, useRef } from "react";
import { cx } from "./cx.ts";
import { returnFocus } from "./focus.ts";
import { useUiText } from "./ui-texts.ts";

export type DialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons at the bottom of the dialog. */
  footer?: ReactNode;
  /** 'sheet' slides in from the side (the side menu); 'center' is a normal dialog; 'full' takes the whole screen. */
  variant?: "center" | "sheet" | "full";
  /** Set when the content is a role=alert message the user must acknowledge. */
  role?: "dialog" | "alertdialog";
};

/** The dialog itself; `Dialog` loads this module when the page first shows one. */
export function DialogPanel({
  open,
  onOpenChange,
  title,
  description,
  children,
  footer,
  variant = "center",
  role,
}: DialogProps) {
  const t = useUiText();
  // What had the focus when the dialog opened. No dialog here has a Radix trigger, which is where Radix would give
  // the focus back; without this it fell to the page's body and the next Tab started at the top of the page.
  const opener = useRef<HTMLElement | null>(null);
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <DialogPrimitive.Content
          {...(role ? { role } : {})}
          // Without a description the dialog has none: the title is its name already, and read once.
          {...(description ? {} : { "aria-describedby": undefined })}
          onOpenAutoFocus={() => {
            const active = document.activeElement;
            opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            // A page that moved the focus itself as the dialog closed (a navigation, a field to correct) keeps it.
            const active = document.activeElement;
            if (active === null || active === document.body || !active.isConnected)
              returnFocus(opener.current);
          }}
          className={cx(
            "fixed z-50 flex flex-col gap-4 overflow-y-auto bg-surface p-5 text-text shadow-xl",
            variant === "center"
              ? "top-1/2 left-1/2 max-h-[90dvh] w-[min(32rem,calc(100vw-1.5rem))] -translate-x-1/2 -translate-y-1/2 rounded-xl"
              : variant === "full"
                ? "inset-0 h-dvh w-full"
                : "inset-y-0 left-0 w-[min(22rem,88vw)]",
          )}
        >
          <div className="flex items-start justify-between gap-3">
            <DialogPrimitive.Title className="pt-2 text-xl font-bold">{title}</DialogPrimitive.Title>
            <DialogPrimitive.Close
              aria-label={t("close")}
              className="-mr-2 flex size-11 shrink-0 items-center justify-center rounded-lg hover:bg-black/5"
            >
              <X aria-hidden="true" className="size-5" />
            </DialogPrimitive.Close>
          </div>
          {description && (
            <DialogPrimitive.Description className="text-base">{description}</DialogPrimitive.Description>
          )}
          {children}
          {footer && <div className="flex flex-wrap justify-end gap-2 pt-2">{footer}</div>}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
