import { Button } from "@shop/ui/Button";
import { EmptyState } from "@shop/ui/EmptyState";
import { ErrorState } from "@shop/ui/ErrorState";
import { LoadingState } from "@shop/ui/LoadingState";
import { PageHeader } from "@shop/ui/PageHeader";
import { Plus, Printer } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "../../../lib/i18n.ts";
import { usePrints } from "../api/prints.ts";
import { PrintForm } from "../components/PrintForm.tsx";
import { PrintsTable } from "../components/PrintsTable.tsx";

/** /studio/prints: the shop's plain prints, each a paper size with its prices (owner and staff). */
export function PrintsPage() {
  const { t } = useTranslation();
  const prints = usePrints();
  // "new", a print's uuid, or null: no form open.
  const [editing, setEditing] = useState<string | null>(null);
  const editedPrint = prints.data?.prints.find((p) => p.uuid === editing) ?? null;
  return (
    <>
      <PageHeader title={t("prints.title")}>
        <p className="text-muted">{t("prints.intro")}</p>
      </PageHeader>
      {prints.isPending ? (
        <LoadingState text={t("common.loading")} />
      ) : prints.isError ? (
        <ErrorState message={prints.error.message} onRetry={() => void prints.refetch()} />
      ) : (
        <div className="flex flex-col gap-6">
          {editing === null ? (
            <Button className="w-fit" onClick={() => setEditing("new")}>
              <Plus aria-hidden="true" className="size-4" />
              {t("prints.add")}
            </Button>
          ) : (
            <PrintForm
              key={editing}
              print={editedPrint}
              languages={prints.data.languages}
              currency={prints.data.currency}
              onDone={() => setEditing(null)}
            />
          )}
          {prints.data.prints.length === 0 ? (
            <EmptyState icon={Printer} text={t("prints.empty")} />
          ) : (
            <PrintsTable prints={prints.data.prints} currency={prints.data.currency} onEdit={setEditing} />
          )}
        </div>
      )}
    </>
  );
}
