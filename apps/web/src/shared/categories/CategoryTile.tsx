import type { Category } from "@shop/contracts/templates";
import { PreviewImage } from "../../ui/PreviewImage.tsx";
import { CategoryIcon } from "./CategoryIcon.tsx";

/**
 * What a category tile shows: its picture (the photographer's, or its first template filled with the child's
 * pictures, with the child shown until it has loaded), else its icon; then its title and description. Two to a row on
 * a phone, so the overview is short.
 */
export function CategoryTile({ category }: { category: Category }) {
  return (
    <>
      <span className="flex aspect-[4/3] w-full items-center justify-center overflow-hidden bg-primary/10">
        {category.image ? (
          // Whole, never cut: a filled design's texts and a photographer's banner alike.
          <PreviewImage
            src={category.image}
            placeholder={category.placeholder}
            className="object-contain p-1"
          />
        ) : (
          <CategoryIcon internalName={category.internalName} className="size-12 text-primary sm:size-16" />
        )}
      </span>
      <span className="flex flex-col gap-1 p-3 sm:p-4">
        <span className="font-semibold sm:text-lg">{category.title}</span>
        <span className="text-sm text-muted">{category.description}</span>
      </span>
    </>
  );
}
