import type { StudioLookResponse } from "@shop/contracts/studio-look";
import { checkShopColors, type ShopColors } from "@shop/domain/contrast";
import { Button } from "@shop/ui/Button";
import { Card } from "@shop/ui/Card";
import { type FormEvent, useState } from "react";
import { useTranslation } from "../../../lib/i18n.ts";
import { useSetColors } from "../api/look.ts";
import { lookErrorText } from "../api/look-errors.ts";
import { ColorField } from "./ColorField.tsx";
import { ContrastFigures } from "./ContrastFigures.tsx";
import { LookPreview } from "./LookPreview.tsx";

const hex = /^#[0-9a-fA-F]{6}$/;
const fields = ["primary", "background", "text"] as const;

/**
 * The shop's three colours with a live preview and the contrast figures of every pair (decision 0071): a pair below
 * WCAG AA is refused by the server, and the figures say which and by how much before anything is sent.
 */
export function ColorsForm({ look }: { look: StudioLookResponse }) {
  const { t } = useTranslation();
  const save = useSetColors();
  const [colors, setColors] = useState<ShopColors>(look.colors);
  const [saved, setSaved] = useState(false);
  const readable = fields.every((f) => hex.test(colors[f]));
  const checks = readable ? checkShopColors(colors) : [];

  function submit(event: FormEvent) {
    event.preventDefault();
    setSaved(false);
    save.mutate(colors, { onSuccess: () => setSaved(true) });
  }

  return (
    <Card className="flex flex-col gap-4">
      <h2 className="text-xl font-bold">{t("look.colors.title")}</h2>
      <form className="grid gap-6 lg:grid-cols-2" onSubmit={submit} noValidate>
        <div className="flex flex-col gap-3">
          {fields.map((field) => (
            <ColorField
              key={field}
              label={t(`look.colors.${field}`)}
              pickerLabel={t("look.colors.pick", { field: t(`look.colors.${field}`) })}
              value={colors[field]}
              error={
                hex.test(colors[field])
                  ? undefined
                  : t("look.colors.invalid", { field: t(`look.colors.${field}`) })
              }
              onChange={(value) => {
                setSaved(false);
                setColors((c) => ({ ...c, [field]: value }));
              }}
            />
          ))}
          <div className="flex flex-wrap items-center gap-3">
            <Button type="submit" loading={save.isPending} disabled={!readable}>
              {t("look.colors.save")}
            </Button>
            {saved && !save.error && <p role="status">{t("look.colors.saved")}</p>}
          </div>
          {save.error && (
            <p role="alert" className="font-medium text-danger">
              {lookErrorText(save.error, t)}
            </p>
          )}
        </div>
        <div className="flex flex-col gap-3">
          <LookPreview colors={colors} shopName={look.shopName} />
          <h3 className="font-semibold">{t("look.contrast.title")}</h3>
          <ContrastFigures checks={checks} />
        </div>
      </form>
    </Card>
  );
}
