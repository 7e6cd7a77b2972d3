import type { LookFileKind } from "@shop/contracts/studio-look";
import { Button } from "@shop/ui/Button";
import { Card } from "@shop/ui/Card";
import { useId, useRef } from "react";
import { useTranslation } from "../../../lib/i18n.ts";
import { useRemoveLookFile, useUploadLookFile } from "../api/look.ts";
import { lookErrorText } from "../api/look-errors.ts";

/**
 * One file of the look (logo, front picture, favicon): what the parent's pages show now, a new upload (PNG, JPEG or
 * WebP; the server decodes it and makes the sizes the pages use) and taking it away.
 */
export function LookFileCard({
  which,
  current,
  alt,
}: {
  which: LookFileKind;
  current: { url: string; width?: number; height?: number } | null;
  alt: string;
}) {
  const { t } = useTranslation();
  const upload = useUploadLookFile(which);
  const remove = useRemoveLookFile(which);
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const hintId = useId();
  const error = upload.error ?? remove.error;
  return (
    <Card className="flex flex-col gap-3" data-look-file={which}>
      <h2 className="text-xl font-bold">{t(`look.files.${which}.title`)}</h2>
      <p id={hintId} className="text-sm text-muted">
        {t(`look.files.${which}.hint`)}
      </p>
      <div className="flex min-h-24 items-center justify-center rounded-lg border border-dashed border-border bg-bg p-3">
        {current ? (
          <img
            src={current.url}
            alt={alt}
            width={current.width}
            height={current.height}
            className={which === "front-picture" ? "max-h-48 w-auto rounded" : "max-h-24 w-auto"}
          />
        ) : (
          <p className="text-sm text-muted">{t(`look.files.${which}.none`)}</p>
        )}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor={inputId} className="sr-only">
          {t(`look.files.${which}.choose`)}
        </label>
        <input
          ref={input}
          id={inputId}
          type="file"
          accept="image/png,image/jpeg,image/webp"
          aria-describedby={hintId}
          className="sr-only"
          onChange={(e) => {
            const file = e.target.files?.[0];
            if (file) upload.mutate(file);
            e.target.value = "";
          }}
        />
        <Button loading={upload.isPending} onClick={() => input.current?.click()}>
          {t(`look.files.${which}.choose`)}
        </Button>
        {current && (
          <Button variant="secondary" loading={remove.isPending} onClick={() => remove.mutate()}>
            {t(`look.files.${which}.remove`)}
          </Button>
        )}
      </div>
      {upload.isSuccess && !error && <p role="status">{t("look.files.saved")}</p>}
      {error && (
        <p role="alert" className="font-medium text-danger">
          {lookErrorText(error, t)}
        </p>
      )}
    </Card>
  );
}
