import type { StudioEditorProduct } from "@shop/contracts/studio-template-editor";
import type { TemplateDocument } from "@shop/render/template";
import { Button } from "@shop/ui/Button";
import { Select } from "@shop/ui/Select";
import { TextField } from "@shop/ui/TextField";
import { useId, useRef } from "react";
import { isApiError } from "../../../lib/api.ts";
import { useTranslation } from "../../../lib/i18n.ts";
import { useUploadArtwork } from "../api/editor.ts";
import type { Command } from "../model/commands.ts";
import { backgroundOf, thePart } from "../model/simple-template.ts";
import { MmInput } from "./MmInput.tsx";

type Props = {
  doc: TemplateDocument;
  products: readonly StudioEditorProduct[];
  product: string;
  /** An existing template stays with its product (the import refuses another). */
  productFixed: boolean;
  onProduct: (uuid: string) => void;
  onCommand: (command: Command) => void;
  nameError: string | null;
  productError: string | null;
};

/** The template's name, its product, the page's print size, bleed and safe zone, and its background picture. */
export function PageSettings({
  doc,
  products,
  product,
  productFixed,
  onProduct,
  onCommand,
  nameError,
  productError,
}: Props) {
  const { t } = useTranslation();
  const productId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const upload = useUploadArtwork();
  const part = thePart(doc);
  const page = { ...part.trim, bleed: part.bleed, safeMargin: part.safeMargin };
  const asset = backgroundOf(doc);
  const uploadError =
    upload.error === null
      ? null
      : isApiError(upload.error, 400)
        ? t("templateEditor.background.refused")
        : upload.error.message;
  return (
    <section aria-labelledby={`${productId}-page`} className="flex flex-col gap-3">
      <h2 id={`${productId}-page`} className="text-lg font-semibold">
        {t("templateEditor.page.title")}
      </h2>
      <TextField
        label={t("templateEditor.page.name")}
        value={doc.name}
        maxLength={200}
        error={nameError}
        onChange={(event) => onCommand({ name: "rename", text: event.target.value })}
      />
      <div className="flex flex-col gap-1">
        <label htmlFor={productId} className="text-sm font-semibold">
          {t("templateEditor.page.product")}
        </label>
        <Select
          id={productId}
          value={product}
          disabled={productFixed}
          invalid={productError !== null}
          aria-describedby={productError ? `${productId}-error` : undefined}
          onChange={(event) => onProduct(event.target.value)}
        >
          <option value="">{t("templateEditor.page.chooseProduct")}</option>
          {products.map((p) => (
            <option key={p.uuid} value={p.uuid}>
              {p.name}
            </option>
          ))}
        </Select>
        {productError && (
          <p id={`${productId}-error`} className="text-sm font-medium text-danger">
            {productError}
          </p>
        )}
      </div>
      <div className="grid grid-cols-2 gap-3">
        <MmInput
          label={t("templateEditor.page.width")}
          value={page.width}
          min={10}
          max={1000}
          onCommit={(width) => onCommand({ name: "setPage", page: { ...page, width } })}
        />
        <MmInput
          label={t("templateEditor.page.height")}
          value={page.height}
          min={10}
          max={1000}
          onCommit={(height) => onCommand({ name: "setPage", page: { ...page, height } })}
        />
        <MmInput
          label={t("templateEditor.page.bleed")}
          value={page.bleed}
          min={0}
          max={20}
          onCommit={(bleed) => onCommand({ name: "setPage", page: { ...page, bleed } })}
        />
        <MmInput
          label={t("templateEditor.page.safeMargin")}
          value={page.safeMargin}
          min={0}
          max={50}
          onCommit={(safeMargin) => onCommand({ name: "setPage", page: { ...page, safeMargin } })}
        />
      </div>
      <div className="flex flex-col gap-2">
        <span className="text-sm font-semibold">{t("templateEditor.background.title")}</span>
        <input
          ref={fileInput}
          type="file"
          accept="image/*"
          className="sr-only"
          aria-label={t("templateEditor.background.file")}
          tabIndex={-1}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = "";
            if (!file) return;
            upload.mutate(file, {
              onSuccess: (stored) => onCommand({ name: "setBackground", asset: stored.asset }),
            });
          }}
        />
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" loading={upload.isPending} onClick={() => fileInput.current?.click()}>
            {asset === null ? t("templateEditor.background.choose") : t("templateEditor.background.replace")}
          </Button>
          {asset !== null && (
            <Button variant="secondary" onClick={() => onCommand({ name: "setBackground", asset: null })}>
              {t("templateEditor.background.remove")}
            </Button>
          )}
        </div>
        <p className="text-sm text-muted">{t("templateEditor.background.hint")}</p>
        {uploadError && (
          <p role="alert" className="text-sm font-medium text-danger">
            {uploadError}
          </p>
        )}
      </div>
    </section>
  );
}
