import { Button } from "@shop/ui/Button";
import { useTranslation } from "../../../lib/i18n.ts";

/** Which page of how many, and the way to the one before and after. */
export function RetouchPager({
  page,
  pages,
  total,
  onPage,
}: {
  page: number;
  pages: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t("retouchQueue.pages")} className="flex flex-wrap items-center gap-3">
      <Button variant="secondary" size="small" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t("retouchQueue.previous")}
      </Button>
      <span className="text-sm">
        {t("retouchQueue.pageOf", { page, pages })} · {t("retouchQueue.count", { count: total })}
      </span>
      <Button variant="secondary" size="small" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t("retouchQueue.next")}
      </Button>
    </nav>
  );
}
