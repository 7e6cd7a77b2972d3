import { Card } from "@shop/ui/Card";
import { ErrorState } from "@shop/ui/ErrorState";
import { LoadingState } from "@shop/ui/LoadingState";
import { PageHeader } from "@shop/ui/PageHeader";
import { ApiError, errorText } from "../../../lib/api.ts";
import { useTranslation } from "../../../lib/i18n.ts";
import { queryClient } from "../../../lib/query-client.ts";
import { privacyPolicyQuery, usePrivacyPolicy } from "../api/privacy-policy.ts";

/** Starts the fetch while the page's code loads; a failure is shown by the page, not the error boundary. */
export function privacyPolicyLoader() {
  void queryClient.prefetchQuery(privacyPolicyQuery);
  return null;
}

export function PrivacyPolicyPage() {
  const { t } = useTranslation();
  const policy = usePrivacyPolicy();

  if (policy.isError && policy.error instanceof ApiError && policy.error.status === 404) {
    return (
      <div className="mx-auto w-full max-w-3xl px-4 py-8">
        <PageHeader title={t("common.pageNotFound")} />
        <p>{t("common.pageNotFoundText")}</p>
      </div>
    );
  }
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8">
      <PageHeader title={t("privacy.title")} />
      {policy.isPending ? (
        <LoadingState text={t("common.loading")} />
      ) : policy.isError ? (
        <ErrorState message={errorText(policy.error, t)} onRetry={() => void policy.refetch()} />
      ) : (
        <Card>
          <div className="max-w-prose text-base leading-relaxed whitespace-pre-line">
            {policy.data.data.privacyPolicy}
          </div>
        </Card>
      )}
    </div>
  );
}
