import { Button } from "@shop/ui/Button";
import { EmptyState } from "@shop/ui/EmptyState";
import { ErrorState } from "@shop/ui/ErrorState";
import { LoadingState } from "@shop/ui/LoadingState";
import { PageHeader } from "@shop/ui/PageHeader";
import { ScrollText } from "lucide-react";
import { useTranslation } from "../../../lib/i18n.ts";
import { useRecord } from "../api/record.ts";
import { RecordTable } from "../components/RecordTable.tsx";

/** The owner reads every change made in the studio, newest first, a page at a time. */
export function RecordPage() {
  const { t } = useTranslation();
  const record = useRecord();
  const entries = record.data?.pages.flatMap((page) => page.entries) ?? [];
  return (
    <>
      <PageHeader title={t("record.title")}>
        <p className="text-muted">{t("record.intro")}</p>
      </PageHeader>
      {record.isPending ? (
        <LoadingState text={t("common.loading")} />
      ) : record.isError ? (
        <ErrorState message={record.error.message} onRetry={() => void record.refetch()} />
      ) : entries.length === 0 ? (
        <EmptyState icon={ScrollText} text={t("record.empty")} />
      ) : (
        <div className="flex flex-col items-start gap-4">
          <RecordTable entries={entries} />
          {record.hasNextPage && (
            <Button
              variant="secondary"
              loading={record.isFetchingNextPage}
              onClick={() => void record.fetchNextPage()}
            >
              {t("record.older")}
            </Button>
          )}
        </div>
      )}
    </>
  );
}
