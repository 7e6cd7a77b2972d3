import { ErrorState } from "@shop/ui/ErrorState";
import { isRouteErrorResponse, useRouteError } from "react-router";
import { isApiError } from "../lib/api.ts";
import { useTranslation } from "../lib/i18n.ts";

/** What a page that failed to load shows: the call's reason in the studio's words, and a way to try again. */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  const message = isApiError(error)
    ? error.message
    : isRouteErrorResponse(error) && error.status === 404
      ? t("errors.pageNotFound")
      : t("errors.pageFailed");
  return (
    <main id="main" className="p-4 md:p-6">
      <ErrorState message={message} onRetry={() => window.location.reload()} />
    </main>
  );
}
