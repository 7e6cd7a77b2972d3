import type { StudioTemplatesResponse } from "@shop/contracts/studio-templates";
import { Button } from "@shop/ui/Button";
import { Checkbox } from "@shop/ui/Checkbox";
import { Select } from "@shop/ui/Select";
import { type FormEvent, useId, useRef, useState } from "react";
import { isApiError } from "../../../lib/api.ts";
import { useTranslation } from "../../../lib/i18n.ts";
import { useImportTemplate } from "../api/templates.ts";

/** The server's limit of a file's text (StudioTemplateImportRequest). */
const maxFileChars = 60_000;

type Problems = { file: string[]; product: string[]; categories: string[] };
const none: Problems = { file: [], product: [], categories: [] };

/**
 * Uploads a template file (the format `template import` reads, templates/starter/README.md) for a product and its
 * categories: the same import service as the command, its messages shown by the field they are about (a path in the
 * file is shown with the file).
 */
export function UploadTemplate({ data }: { data: Pick<StudioTemplatesResponse, "products" | "categories"> }) {
  const { t } = useTranslation();
  const fileId = useId();
  const productId = useId();
  const input = useRef<HTMLInputElement>(null);
  const upload = useImportTemplate();
  const [file, setFile] = useState<File | null>(null);
  const [product, setProduct] = useState("");
  const [categories, setCategories] = useState<string[]>([]);
  const [problems, setProblems] = useState<Problems>(none);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const mine: Problems = {
      file: file ? [] : [t("templates.upload.chooseFile")],
      product: product ? [] : [t("templates.upload.chooseProduct")],
      categories: [],
    };
    const text = file ? await file.text() : "";
    if (file && text.length > maxFileChars) mine.file.push(t("templates.upload.tooLarge"));
    setProblems(mine);
    if (mine.file.length + mine.product.length > 0) return;
    upload.mutate(
      { file: text, product, categories },
      {
        onSuccess: () => {
          setFile(null);
          if (input.current) input.current.value = "";
        },
        onError: (error) => {
          if (!isApiError(error, 400) || error.fields.length === 0) return;
          const byField: Problems = { file: [], product: [], categories: [] };
          for (const f of error.fields) {
            if (f.field === "product") byField.product.push(f.message);
            else if (f.field === "categories") byField.categories.push(f.message);
            else byField.file.push(f.field === "file" ? f.message : `${f.field}: ${f.message}`);
          }
          setProblems(byField);
        },
      },
    );
  };
  const fieldErrors = (id: string, messages: string[]) =>
    messages.length > 0 && (
      <ul id={id} className="text-sm text-danger">
        {messages.map((m) => (
          <li key={m}>{m}</li>
        ))}
      </ul>
    );
  const refusedWithoutFields =
    upload.isError && !(isApiError(upload.error, 400) && upload.error.fields.length > 0);

  return (
    <form
      onSubmit={(e) => void submit(e)}
      className="flex max-w-xl flex-col gap-3"
      aria-labelledby={`${fileId}-heading`}
    >
      <h2 id={`${fileId}-heading`} className="text-xl font-bold">
        {t("templates.upload.title")}
      </h2>
      <p className="text-sm text-muted">{t("templates.upload.help")}</p>
      <div className="flex flex-col gap-1">
        <label htmlFor={fileId} className="text-sm font-semibold">
          {t("templates.upload.file")}
        </label>
        <input
          ref={input}
          id={fileId}
          type="file"
          accept="application/json,.json"
          aria-invalid={problems.file.length > 0 || undefined}
          aria-describedby={problems.file.length > 0 ? `${fileId}-errors` : undefined}
          onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          className="text-sm file:mr-3 file:min-h-11 file:cursor-pointer file:rounded-lg file:border file:border-border file:bg-surface file:px-3 file:font-semibold"
        />
        {fieldErrors(`${fileId}-errors`, problems.file)}
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={productId} className="text-sm font-semibold">
          {t("templates.upload.product")}
        </label>
        <Select
          id={productId}
          value={product}
          invalid={problems.product.length > 0}
          aria-describedby={problems.product.length > 0 ? `${productId}-errors` : undefined}
          onChange={(e) => setProduct(e.target.value)}
          wrapperClassName="w-full sm:w-80"
        >
          <option value="">{t("templates.upload.chooseProductOption")}</option>
          {data.products.map((p) => (
            <option key={p.uuid} value={p.uuid}>
              {p.name}
            </option>
          ))}
        </Select>
        {fieldErrors(`${productId}-errors`, problems.product)}
      </div>
      {data.categories.length > 0 && (
        <fieldset className="flex flex-col">
          <legend className="text-sm font-semibold">{t("templates.upload.categories")}</legend>
          <div className="grid grid-cols-1 sm:grid-cols-2">
            {data.categories.map((c) => (
              <Checkbox
                key={c.internalName}
                label={c.title}
                checked={categories.includes(c.internalName)}
                onCheckedChange={(on) =>
                  setCategories((all) =>
                    on ? [...all, c.internalName] : all.filter((x) => x !== c.internalName),
                  )
                }
              />
            ))}
          </div>
          {fieldErrors(`${productId}-categories`, problems.categories)}
        </fieldset>
      )}
      <div>
        <Button type="submit" loading={upload.isPending}>
          {t("templates.upload.submit")}
        </Button>
      </div>
      <div aria-live="polite">
        {upload.isSuccess && (
          <p className="text-success">
            {t(
              upload.data.action === "created" ? "templates.upload.created" : "templates.upload.newVersion",
              {
                name: upload.data.name,
                version: upload.data.version,
              },
            )}
          </p>
        )}
        {upload.isError && (
          <p role="alert" className="text-danger">
            {refusedWithoutFields ? upload.error.message : t("templates.upload.refused")}
          </p>
        )}
      </div>
    </form>
  );
}
