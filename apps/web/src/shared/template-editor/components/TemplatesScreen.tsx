import { toTemplateInstance } from "@shop/contracts/template-resources";
import type { FullTemplate } from "@shop/contracts/templates";
import type { TemplateInstance } from "@shop/render/template";
import { Button } from "@shop/ui/Button";
import { cx } from "@shop/ui/cx";
import { ErrorState } from "@shop/ui/ErrorState";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { errorText } from "../../../lib/api.ts";
import { useTranslation } from "../../../lib/i18n.ts";
import { toast } from "../../../lib/toast.ts";
import { fullTemplateQuery } from "../../template-preview/template-query.ts";
import { productTemplatesQuery } from "../api.ts";

type Props = {
  productUuid: string;
  /** The picture set the design is made for: the thumbnails show it filled with its pictures, as the lists do. */
  subjectUuid: string;
  currentUuid: string;
  onChoose: (template: FullTemplate, instance: TemplateInstance) => void;
  onBack: () => void;
};

const skeletons = 6;

/** 'Change design' (spec 02 Templates screen): the product's templates as thumbnails; one replaces the template. */
export function TemplatesScreen({ productUuid, subjectUuid, currentUuid, onChoose, onBack }: Props) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const list = useQuery(productTemplatesQuery(productUuid, subjectUuid));
  const [choosing, setChoosing] = useState<string | null>(null);

  const choose = async (item: NonNullable<typeof list.data>[number]) => {
    setChoosing(item.template.uuid);
    try {
      const full = await client.fetchQuery(fullTemplateQuery(item.template.uuid, item.template.version));
      const year = full.document.type === "CALENDAR" ? item.year : null;
      onChoose(
        full,
        toTemplateInstance(
          full.document,
          { uuid: full.uuid, version: full.version },
          year,
          item.userResources,
        ),
      );
    } catch (err) {
      toast.error(errorText(err, t));
    } finally {
      setChoosing(null);
    }
  };

  return (
    <div className="flex flex-col gap-4">
      <h2 className="text-lg font-bold">{t("editor.changeDesign")}</h2>
      {list.isError ? (
        <ErrorState message={errorText(list.error, t)} onRetry={() => void list.refetch()} />
      ) : (
        <ul className="flex gap-3 overflow-x-auto pb-2" aria-busy={list.isPending || undefined}>
          {list.isPending
            ? Array.from({ length: skeletons }, (_, i) => (
                <li
                  // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity.
                  key={i}
                  data-testid="template-skeleton"
                  className="size-[120px] shrink-0 animate-pulse rounded-lg bg-border"
                />
              ))
            : list.data.map((item) => {
                const current = item.template.uuid === currentUuid;
                return (
                  <li key={item.template.uuid} className="shrink-0">
                    <button
                      type="button"
                      aria-pressed={current}
                      disabled={choosing !== null}
                      onClick={() => void choose(item)}
                      className={cx(
                        "flex w-[132px] flex-col items-center gap-1 rounded-lg border-2 p-1.5 text-sm",
                        current ? "border-primary" : "border-transparent hover:border-border",
                      )}
                    >
                      <span className="flex size-[120px] items-center justify-center">
                        <img
                          src={item.preview.filled ?? item.preview.large}
                          alt=""
                          className="max-h-[120px] max-w-[120px] shadow"
                          loading="lazy"
                        />
                      </span>
                      <span className="line-clamp-2 text-center">{item.template.name}</span>
                    </button>
                  </li>
                );
              })}
        </ul>
      )}
      {list.isSuccess && list.data.length === 0 && <p className="text-muted">{t("editor.noDesigns")}</p>}
      <div>
        <Button variant="secondary" onClick={onBack}>
          {t("editor.back")}
        </Button>
      </div>
    </div>
  );
}
