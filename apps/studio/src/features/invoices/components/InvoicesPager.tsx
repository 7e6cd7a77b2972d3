import { studioInvoicePageSizes } from "@shop/contracts/studio-invoices";
import { Button } from "@shop/ui/Button";
import { Select } from "@shop/ui/Select";
import { useId } from "react";
import { useTranslation } from "../../../lib/i18n.ts";

/** The list's pages: the one before and after, where the list is, and how many invoices a page shows. */
export function InvoicesPager({
  page,
  size,
  total,
  onPage,
  onSize,
}: {
  page: number;
  size: number;
  total: number;
  onPage: (page: number) => void;
  onSize: (size: number) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const pages = Math.max(1, Math.ceil(total / size));
  return (
    <nav aria-label={t("invoices.pager.label")} className="mt-4 flex flex-wrap items-center gap-3">
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t("invoices.pager.previous")}
      </Button>
      <span aria-live="polite">{t("invoices.pager.position", { page, pages })}</span>
      <Button variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t("invoices.pager.next")}
      </Button>
      <label htmlFor={id} className="ml-auto text-sm">
        {t("invoices.pager.size")}
      </label>
      <Select id={id} value={size} onChange={(e) => onSize(Number(e.target.value))} wrapperClassName="w-24">
        {studioInvoicePageSizes.map((s) => (
          <option key={s} value={s}>
            {s}
          </option>
        ))}
      </Select>
    </nav>
  );
}
