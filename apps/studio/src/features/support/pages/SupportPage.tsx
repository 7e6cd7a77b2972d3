import { Button } from "@shop/ui/Button";
import { PageHeader } from "@shop/ui/PageHeader";
import { TextField } from "@shop/ui/TextField";
import { type FormEvent, useState } from "react";
import { useSearchParams } from "react-router";
import { useTranslation } from "../../../lib/i18n.ts";
import { ParentResults } from "../components/ParentResults.tsx";

/** Support finds a parent by e-mail address, name, a child's name or an access code (the query is in the address). */
export function SupportPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const q = params.get("q") ?? "";
  const [text, setText] = useState(q);
  const [error, setError] = useState<string | undefined>(undefined);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim().length < 2) {
      setError(t("support.searchTooShort"));
      return;
    }
    setError(undefined);
    setParams({ q: text.trim() });
  };

  return (
    <>
      <PageHeader title={t("support.title")}>
        <p className="text-muted">{t("support.intro")}</p>
      </PageHeader>
      <search className="mb-6 max-w-2xl">
        <form onSubmit={onSubmit} noValidate className="flex flex-wrap items-start gap-3">
          <TextField
            className="min-w-64 flex-1"
            label={t("support.search")}
            hint={t("support.searchHint")}
            error={error}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
          {/* Level with the field rather than with its hint and error below it: a label's height above the button. */}
          <div className="flex flex-col gap-1">
            <span aria-hidden="true" className="text-sm font-semibold">
              &nbsp;
            </span>
            <Button type="submit">{t("support.find")}</Button>
          </div>
        </form>
      </search>
      {q !== "" && <ParentResults q={q} />}
    </>
  );
}
