import { ErrorState } from "@shop/ui/ErrorState";
import { LoadingState } from "@shop/ui/LoadingState";
import { PageHeader } from "@shop/ui/PageHeader";
import { useTranslation } from "../../../lib/i18n.ts";
import { useMe } from "../../auth/api/me.ts";
import { useSecurity } from "../api/security.ts";
import { PasskeySection } from "../components/PasskeySection.tsx";
import { TotpSection } from "../components/TotpSection.tsx";

/**
 * The member's own sign-in: passkeys and the authenticator app. In production an owner or staff member signed in with
 * a password alone comes here first and reaches the rest once one of them is set up.
 */
export function AccountPage() {
  const { t } = useTranslation();
  const { data: me } = useMe();
  const security = useSecurity();
  return (
    <>
      <PageHeader title={t("account.title")}>
        {me?.secondFactorNeeded && (
          <p role="status" className="rounded-lg border border-primary bg-primary/5 p-3">
            {t("account.secondFactorNeeded")}
          </p>
        )}
      </PageHeader>
      {security.isPending ? (
        <LoadingState text={t("common.loading")} />
      ) : security.isError ? (
        <ErrorState message={security.error.message} onRetry={() => void security.refetch()} />
      ) : (
        <div className="flex max-w-2xl flex-col gap-6">
          <PasskeySection passkeys={security.data.passkeys} removable={me?.secondFactorNeeded === false} />
          <TotpSection on={security.data.totp} recoveryCodesLeft={security.data.recoveryCodesLeft} />
        </div>
      )}
    </>
  );
}
