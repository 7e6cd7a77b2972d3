import { Button } from "@shop/ui/Button";
import { LinkButton } from "@shop/ui/LinkButton";
import { isRouteErrorResponse, useRouteError } from "react-router";
import { ApiError } from "../lib/api.ts";
import { useTranslation } from "../lib/i18n.ts";
import { NotFoundPage } from "../ui/NotFoundPage.tsx";

/** Shown inside the layout when a page fails; the root boundary handles failures of the layout itself. */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  const notFound =
    (isRouteErrorResponse(error) && error.status === 404) ||
    (error instanceof ApiError && error.status === 404);
  if (notFound) return <NotFoundPage />;
  return (
    <div role="alert" className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">{t("common.errorTitle")}</h1>
      <p>{t("common.errorText")}</p>
      <div className="flex flex-wrap justify-center gap-2">
        <Button onClick={() => window.location.reload()}>{t("common.reload")}</Button>
        <LinkButton variant="secondary" to="/">
          {t("common.goToFrontPage")}
        </LinkButton>
      </div>
    </div>
  );
}

export function RootError() {
  return (
    <main className="min-h-dvh">
      <RouteError />
    </main>
  );
}
