import type { OrderLine } from "@shop/contracts/cart";
import { PackageLineItems } from "./PackageLineItems.tsx";

/** Under a package line's row in the cart: the package's name when the product's differs, and its items. */
export function PackageLineDetails({ line }: { line: OrderLine }) {
  if (!line.package) return null;
  return (
    <div className="pb-4">
      {line.package.name !== line.product.name && (
        <p className="text-sm font-semibold">{line.package.name}</p>
      )}
      <PackageLineItems pkg={line.package} />
    </div>
  );
}
