import type { OrderDelivery } from "@shop/contracts/orders";
import { deliveryAddressLines } from "@shop/domain/address-layout";
import { deliverySentence } from "@shop/domain/receipt";
import { formatDate } from "../../../lib/format.ts";
import { useTranslation } from "../../../lib/i18n.ts";

/**
 * How the order reaches the customer (spec 03 §2.6), in the words of the confirmation mail: the address in its
 * country's layout, the pickup place or school, and the delivery time with its earliest day.
 */
export function ReceiptDelivery({ delivery }: { delivery: OrderDelivery }) {
  const { t } = useTranslation();
  const a = delivery.address;
  const time = delivery.deliveryTime;
  const sentence = deliverySentence(delivery, t("receipt.express"));
  return (
    <>
      <p>{t(`receipt.${sentence.key}`, sentence.values)}</p>
      {delivery.type === "postage" && a && (
        <address className="not-italic">
          {deliveryAddressLines(a).map((line, index) => (
            // Two lines of an address may read the same; their place is what tells them apart.
            // biome-ignore lint/suspicious/noArrayIndexKey: the lines never move.
            <span key={index} className="block">
              {line}
            </span>
          ))}
        </address>
      )}
      {time && (
        <p>
          {t("receipt.deliveryTime", {
            time: t("receipt.businessDays", { count: time.days }),
            date: formatDate(`${time.afterDate}T00:00:00Z`, { dateStyle: "long", timeZone: "UTC" }),
          })}
        </p>
      )}
    </>
  );
}
