import type { OrderLine } from "@shop/contracts/cart";
import { Sparkles } from "lucide-react";
import { useTranslation } from "../lib/i18n.ts";

/** Which retouch leaves the cart with a change, said before the parent makes it: one line per retouch. */
export function RetouchLeavingNote({ lines }: { lines: readonly OrderLine[] }) {
  const { t } = useTranslation();
  if (lines.length === 0) return null;
  return (
    <div className="flex gap-2 rounded-lg border border-border bg-bg p-3 text-base">
      <Sparkles aria-hidden="true" className="mt-1 size-4 shrink-0 text-muted" />
      <div>
        <p>{t("cart.retouchLeaves", { count: lines.length })}</p>
        <ul className="mt-1 list-disc pl-5">
          {lines.map((line) => (
            <li key={line.uuid} className="break-words">
              {line.description}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
