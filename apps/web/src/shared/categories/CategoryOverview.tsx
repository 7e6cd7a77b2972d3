import type { Category } from "@shop/contracts/templates";
import { categoryTilePath, needsPictureSetChange } from "@shop/domain/template-lists";
import { Button } from "@shop/ui/Button";
import { Dialog } from "@shop/ui/Dialog";
import { ErrorState } from "@shop/ui/ErrorState";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { errorText } from "../../lib/api.ts";
import { setCurrentPictureSet, useCurrentPictureSet } from "../../lib/current-picture-set.ts";
import { useTranslation } from "../../lib/i18n.ts";
import { CategoryTile } from "./CategoryTile.tsx";
import { useCategories } from "./categories.ts";

/** Spec 02 §9: five placeholder tiles while the categories load. */
const placeholderTiles = 5;

const gridClass = "grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3";

/**
 * The product category overview (spec 02 §2): a tile per category (archive left out by the server) in 2 columns, 3 on
 * a desktop (of the spec's 1, 2 or 3: one column made a phone's page thousands of pixels long), each leading where its
 * category goes, with the picture set the parent shops for when it can make the category's products. Only when it
 * cannot, and another of their sets can, 'Change picture set' asks first; Cancel leaves the parent on this page as it
 * was.
 */
export function CategoryOverview() {
  const { t } = useTranslation();
  const categories = useCategories();
  const current = useCurrentPictureSet();
  const navigate = useNavigate();
  const [asking, setAsking] = useState<Category | null>(null);

  if (categories.isPending) {
    return (
      <ul className={gridClass} aria-busy="true" aria-label={t("common.loading")}>
        {Array.from({ length: placeholderTiles }, (_, i) => (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            key={i}
            data-testid="category-placeholder"
            className="flex animate-pulse flex-col overflow-hidden rounded-xl border border-border bg-surface"
          >
            <span className="aspect-[4/3] w-full bg-border/60" />
            <span className="flex flex-col gap-2 p-3 sm:p-4">
              <span className="h-5 w-1/2 rounded bg-border/60" />
              <span className="h-4 w-3/4 rounded bg-border/60" />
            </span>
          </li>
        ))}
      </ul>
    );
  }
  if (categories.isError) {
    return <ErrorState message={errorText(categories.error, t)} onRetry={() => void categories.refetch()} />;
  }

  const switchAndGo = () => {
    if (asking?.firstQualifiedSubject) {
      setCurrentPictureSet({
        uuid: asking.firstQualifiedSubject.uuid,
        name: asking.firstQualifiedSubject.name,
      });
      void navigate(categoryTilePath(asking));
    }
    setAsking(null);
  };

  return (
    <>
      <ul className={gridClass}>
        {categories.data.map((category) => (
          <li key={category.internalName}>
            <Link
              to={categoryTilePath(category)}
              className="flex h-full flex-col overflow-hidden rounded-xl border border-border bg-surface shadow-sm hover:border-primary"
              onClick={(event) => {
                const first = category.firstQualifiedSubject;
                if (needsPictureSetChange(category, current?.uuid ?? null)) {
                  event.preventDefault();
                  setAsking(category);
                } else if (first !== null && current === null) {
                  setCurrentPictureSet({ uuid: first.uuid, name: first.name });
                }
              }}
            >
              <CategoryTile category={category} />
            </Link>
          </li>
        ))}
      </ul>
      <Dialog
        open={asking !== null}
        onOpenChange={(open) => !open && setAsking(null)}
        title={t("products.changePictureSet")}
        description={
          asking?.firstQualifiedSubject && current
            ? t("products.changePictureSetText", {
                category: asking.title,
                current: current.name,
                name: asking.firstQualifiedSubject.name,
              })
            : undefined
        }
        footer={
          <>
            <Button variant="secondary" onClick={() => setAsking(null)}>
              {t("common.cancel")}
            </Button>
            <Button onClick={switchAndGo}>{t("common.ok")}</Button>
          </>
        }
      />
    </>
  );
}
