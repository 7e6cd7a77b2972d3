import { Gift } from "lucide-react";

/** A package line's mark beside its row: its items show below it, and the set's pictures would repeat them. */
export function PackageLineMedia() {
  return (
    <span className="flex aspect-square w-full items-center justify-center rounded-md bg-primary/10">
      <Gift aria-hidden="true" className="size-8 text-primary" />
    </span>
  );
}
