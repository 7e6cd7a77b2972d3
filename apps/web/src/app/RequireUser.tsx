import { ErrorState } from "@shop/ui/ErrorState";
import { LoadingState } from "@shop/ui/LoadingState";
import { Navigate, Outlet, redirect } from "react-router";
import { errorText } from "../lib/api.ts";
import { useTranslation } from "../lib/i18n.ts";
import { meQuery, useMe } from "../lib/queries/me.ts";
import { queryClient } from "../lib/query-client.ts";
import { rememberReferrer } from "../lib/referrer.ts";

/**
 * Guards before any child loader's data is used: a redirect from this loader wins over the children's
 * results, so a signed-out visitor never sees a protected page's 401.
 */
export async function requireUserLoader({ request }: { request: Request }) {
  const me = await queryClient.ensureQueryData(meQuery);
  if (!me.user) {
    const url = new URL(request.url);
    rememberReferrer(`${url.pathname}${url.search}`);
    throw redirect("/#login");
  }
  return null;
}

/** The protected layout route. */
export function RequireUser() {
  const { t } = useTranslation();
  const me = useMe();
  if (me.isPending) return <LoadingState text={t("common.loading")} />;
  if (me.isError) return <ErrorState message={errorText(me.error, t)} onRetry={() => void me.refetch()} />;
  // The loader sends signed-out visitors to the login view; getting here without a user means the user
  // just signed out (the cache clears while the route change to the front page is still rendering).
  if (!me.data.user) return <Navigate to="/" replace />;
  return <Outlet />;
}
