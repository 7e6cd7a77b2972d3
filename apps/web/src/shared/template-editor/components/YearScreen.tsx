import { nextYear, previousYear, type YearRange, yearOnBlur } from "@shop/domain/template-year";
import { Button } from "@shop/ui/Button";
import { IconButton } from "@shop/ui/IconButton";
import { Minus, Plus } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "../../../lib/i18n.ts";

type Props = {
  year: number;
  range: YearRange;
  onDone: (year: number) => void;
  onCancel: () => void;
};

/** The year screen (spec 02 §2, §5 Year): a number field with minus and plus; the rules are the domain's. */
export function YearScreen({ year, range, onDone, onCancel }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const [typed, setTyped] = useState(String(year));
  const value = yearOnBlur(typed, range);
  // At the first or last year a button says it can go no further; aria-disabled keeps a keyboard user's focus on it.
  const earlier = previousYear(value, range);
  const later = nextYear(value, range);
  return (
    <form
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        onDone(value);
      }}
    >
      <h2 className="text-lg font-bold">{t("editor.changeYear")}</h2>
      <div className="flex items-center gap-2">
        <IconButton
          aria-label={t("editor.yearMinus")}
          aria-disabled={earlier === value || undefined}
          onClick={() => setTyped(String(earlier))}
        >
          <Minus aria-hidden="true" className="size-5" />
        </IconButton>
        <label htmlFor={id} className="sr-only">
          {t("editor.year")}
        </label>
        <input
          id={id}
          inputMode="numeric"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          onBlur={() => setTyped(String(yearOnBlur(typed, range)))}
          className="h-11 w-28 rounded-lg border border-border bg-surface px-3 text-center text-lg"
        />
        <IconButton
          aria-label={t("editor.yearPlus")}
          aria-disabled={later === value || undefined}
          onClick={() => setTyped(String(later))}
        >
          <Plus aria-hidden="true" className="size-5" />
        </IconButton>
      </div>
      <div className="flex gap-2">
        <Button variant="secondary" onClick={onCancel}>
          {t("common.cancel")}
        </Button>
        <Button type="submit">{t("editor.done")}</Button>
      </div>
    </form>
  );
}
