import type { TemplateProduct } from "@shop/contracts/templates";
import { priceTableRows, quantityRangeText } from "@shop/domain/template-lists";
import { Dialog } from "@shop/ui/Dialog";
import { useTranslation } from "../../../lib/i18n.ts";
import { OfferPrice } from "../../../ui/Price.tsx";

/**
 * Spec 02 § Price table dialog: a row per quantity range ('%s pcs'), a campaign price, or the product's promoted price
 * (decision 0042), beside the struck-out price.
 */
export function PriceTableDialog({
  product,
  currency,
  onClose,
}: {
  product: TemplateProduct | null;
  currency: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const rows = product ? priceTableRows(product.productprices, product.promotedPrice) : [];
  return (
    <Dialog
      open={product !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t("templates.priceTableTitle", { name: product?.name ?? "" })}
    >
      <table className="w-full text-left">
        <thead>
          <tr className="border-b border-border text-sm text-muted">
            <th scope="col" className="py-2 font-medium">
              {t("templates.quantity")}
            </th>
            <th scope="col" className="py-2 text-right font-medium">
              {t("templates.pricePerPiece")}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.from} className="border-b border-border last:border-0">
              <th scope="row" className="py-2 font-normal">
                {t("templates.pcs", { quantity: quantityRangeText(row) })}
              </th>
              <td className="py-2 text-right">
                <OfferPrice price={row.price} rebatedPrice={row.campaignPrice} currency={currency} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Dialog>
  );
}
