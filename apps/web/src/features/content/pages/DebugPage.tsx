import { Button } from "@shop/ui/Button";
import { Card } from "@shop/ui/Card";
import { PageHeader } from "@shop/ui/PageHeader";
import { CircleDot, CircleStop, CookieIcon } from "lucide-react";
import { useState } from "react";
import { readDebugFlag, writeDebugFlag } from "../../../lib/consent.ts";
import { useTranslation } from "../../../lib/i18n.ts";

/**
 * /debug (spec 01 §2.8): the session-recording consent page. The shop ships no recorder: starting sets the debug
 * flag (a cookie of this browser, one day), stopping clears it, and the page reloads either way, so a recorder the
 * operator configured (CONSENT_SCRIPT_URL, loaded only after tracking is allowed) can read the flag on its next
 * load. Decision 0029.
 */
export function DebugPage() {
  const { t } = useTranslation();
  const cookiesEnabled = typeof navigator === "undefined" || navigator.cookieEnabled;
  const [recording] = useState(readDebugFlag);
  const [failed, setFailed] = useState(false);

  const toggle = () => {
    setFailed(false);
    const ok = writeDebugFlag(!recording);
    if (!ok && recording) {
      setFailed(true);
      return;
    }
    location.reload();
  };

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8">
      <PageHeader title={t("debug.title")} />
      <Card>
        <div className="flex flex-col gap-4">
          <p className="max-w-prose text-base">{t("debug.text")}</p>
          {!cookiesEnabled ? (
            <p role="status" className="flex items-start gap-2 rounded-lg bg-danger/10 p-3 text-base">
              <CookieIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-danger" />
              {t("debug.cookiesDisabled")}
            </p>
          ) : (
            <>
              <p className="text-base font-semibold" role="status">
                {recording ? t("debug.statusOn") : t("debug.statusOff")}
              </p>
              {failed && (
                <p role="alert" className="rounded-lg bg-danger/10 p-3 text-base text-danger">
                  {t("debug.stopFailed")}
                </p>
              )}
              <Button className="w-fit" variant={recording ? "danger" : "primary"} onClick={toggle}>
                {recording ? (
                  <CircleStop aria-hidden="true" className="size-5" />
                ) : (
                  <CircleDot aria-hidden="true" className="size-5" />
                )}
                {recording ? t("debug.stop") : t("debug.start")}
              </Button>
              <p className="text-sm text-muted">{t("debug.reloadNote")}</p>
            </>
          )}
        </div>
      </Card>
    </div>
  );
}
