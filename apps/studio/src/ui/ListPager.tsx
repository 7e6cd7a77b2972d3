import { Button } from "@shop/ui/Button";
import { Select } from "@shop/ui/Select";
import { useId } from "react";
import { useTranslation } from "../lib/i18n.ts";

/**
 * A server-paged list's pages: the one before and after, where the list is, and how many rows a page shows. The
 * texts are the list's own (`<texts>.label`, `.previous`, `.next`, `.position`, `.size`), e.g. `orders.pager`.
 */
export function ListPager({
  texts,
  sizes,
  page,
  size,
  total,
  onPage,
  onSize,
}: {
  texts: string;
  sizes: readonly number[];
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
    <nav aria-label={t(`${texts}.label`)} className="mt-4 flex flex-wrap items-center gap-3">
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t(`${texts}.previous`)}
      </Button>
      <span aria-live="polite">{t(`${texts}.position`, { page, pages })}</span>
      <Button variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t(`${texts}.next`)}
      </Button>
      <label htmlFor={id} className="ml-auto text-sm">
        {t(`${texts}.size`)}
      </label>
      <Select id={id} value={size} onChange={(e) => onSize(Number(e.target.value))} wrapperClassName="w-24">
        {sizes.map((s) => (
          <option key={s} value={s}>
            {s}
          </option>
        ))}
      </Select>
    </nav>
  );
}
