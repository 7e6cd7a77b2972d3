import { Card } from "@shop/ui/Card";
import { ErrorState } from "@shop/ui/ErrorState";
import { LoadingState } from "@shop/ui/LoadingState";
import { errorText } from "../../../lib/api.ts";
import { useTranslation } from "../../../lib/i18n.ts";
import { useLostCodeInfo } from "../api/lost-code.ts";
import { LostCodeContact } from "../components/LostCodeContact.tsx";
import { LostCodeForm } from "../components/LostCodeForm.tsx";

/** /lost-code: the front page's 'Lost your code?' (a page of its own, so the front page loads none of it). */
export function LostCodePage() {
  const { t } = useTranslation();
  const info = useLostCodeInfo();

  const body = () => {
    if (info.isPending) return <LoadingState text={t("common.loading")} />;
    if (info.isError)
      return <ErrorState message={errorText(info.error, t)} onRetry={() => void info.refetch()} />;
    if (!info.data.available) return <LostCodeContact contact={info.data.contact} />;
    return <LostCodeForm />;
  };

  return (
    <div className="mx-auto w-full max-w-md px-3 py-8">
      <Card className="flex flex-col gap-4">
        <h1 className="text-2xl font-bold">{t("lostCode.title")}</h1>
        {body()}
      </Card>
    </div>
  );
}
