import { ErrorState } from "@shop/ui/ErrorState";
import { LinkButton } from "@shop/ui/LinkButton";
import { LoadingState } from "@shop/ui/LoadingState";
import { PageHeader } from "@shop/ui/PageHeader";
import { useParams } from "react-router";
import { useTranslation } from "../../../lib/i18n.ts";
import { useParent } from "../api/support.ts";
import { AddSetForm } from "../components/AddSetForm.tsx";
import { MailsSection } from "../components/MailsSection.tsx";
import { OrdersSection } from "../components/OrdersSection.tsx";
import { SessionsSection } from "../components/SessionsSection.tsx";
import { SetsSection } from "../components/SetsSection.tsx";
import { SimulateButton } from "../components/SimulateButton.tsx";

/** One parent as support sees them, with what support may do for them. */
export function ParentPage() {
  const { t } = useTranslation();
  const { userUuid = "" } = useParams();
  const parent = useParent(userUuid);
  if (parent.isPending) return <LoadingState text={t("common.loading")} />;
  if (parent.isError)
    return <ErrorState message={parent.error.message} onRetry={() => void parent.refetch()} />;
  const { data } = parent;
  return (
    <>
      <PageHeader title={data.parent.name ?? data.parent.email}>
        {data.parent.name !== null && <p className="break-all text-muted">{data.parent.email}</p>}
      </PageHeader>
      <div className="mb-6 flex flex-wrap gap-3">
        <SimulateButton userUuid={userUuid} />
        <LinkButton to="/support" variant="ghost">
          {t("support.back")}
        </LinkButton>
      </div>
      <div className="flex max-w-4xl flex-col gap-8">
        <SetsSection sets={data.sets} />
        <AddSetForm userUuid={userUuid} />
        <OrdersSection orders={data.orders} invites={data.invites} />
        <MailsSection userUuid={userUuid} mails={data.mails} />
        <SessionsSection userUuid={userUuid} sessions={data.sessions} />
      </div>
    </>
  );
}
