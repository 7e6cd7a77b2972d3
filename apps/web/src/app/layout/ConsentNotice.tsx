import { Button } from "@shop/ui/Button";
import { Cookie } from "lucide-react";
import { useEffect, useRef } from "react";
import { useTranslation } from "../../lib/i18n.ts";

/**
 * The cookie notice (spec 03 §4): allow or deny tracking, when the shop has a tracking script to allow. It is a part
 * of the page after its content, never over it, so the shop can be used before choosing; the layout shows it until a
 * choice is stored and again from the side menu's 'cookie settings' item (then it takes the focus, and so the view,
 * as the menu it replaces had it). Without a script there is nothing to choose: it says so, with 'Close' alone.
 */
export function ConsentNotice({
  current,
  hasScript,
  takeFocus,
  onChoose,
  onClose,
}: {
  /** The stored choice, null before the first. */
  current: boolean | null;
  /** Whether the operator configured an analytics or recording script. */
  hasScript: boolean;
  takeFocus: boolean;
  onChoose: (allowed: boolean) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (takeFocus) heading.current?.focus();
  }, [takeFocus]);
  return (
    <section
      aria-labelledby="consent-title"
      className="mx-2 mb-4 rounded-xl border border-border bg-surface p-4 shadow-sm sm:mx-auto sm:w-full sm:max-w-2xl"
      onKeyDown={(e) => {
        if (e.key === "Escape" && (current !== null || !hasScript)) onClose();
      }}
    >
      <div className="flex items-start gap-3">
        <Cookie aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-primary" />
        <div className="flex flex-col gap-2">
          <h2
            id="consent-title"
            ref={heading}
            tabIndex={-1}
            className="text-lg font-semibold outline-none focus-visible:underline"
          >
            {t("consent.title")}
          </h2>
          <p className="text-base">{t("consent.text")}</p>
          <p className="text-base">{hasScript ? t("consent.withScript") : t("consent.noScript")}</p>
          {hasScript && current !== null && (
            <p className="text-sm text-muted">
              {current ? t("consent.currentAllowed") : t("consent.currentDenied")}
            </p>
          )}
          <div className="mt-1 flex flex-wrap gap-2">
            {hasScript && (
              <>
                <Button onClick={() => onChoose(true)}>{t("consent.allow")}</Button>
                <Button variant="secondary" onClick={() => onChoose(false)}>
                  {t("consent.deny")}
                </Button>
              </>
            )}
            {(current !== null || !hasScript) && (
              <Button variant={hasScript ? "ghost" : "secondary"} onClick={onClose}>
                {t("common.close")}
              </Button>
            )}
          </div>
        </div>
      </div>
    </section>
  );
}
