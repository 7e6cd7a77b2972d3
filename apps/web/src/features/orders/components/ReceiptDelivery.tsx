import type { OrderDelivery } from "@shop/contracts/orders";
import { deliveryAddressLines } from "@shop/domain/address-layout";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { formatDate } from "../../../lib/format.ts";

function pickupPlace(delivery: OrderDelivery, t: TFunction): string {
  const p = delivery.pickupLocation;
  if (!p) return delivery.name;
  const name = p.isExpress ? `${p.name} (${t("receipt.express")})` : p.name;
  return `${name}, ${p.address1}, ${p.postalCode} ${p.city}`;
}

/**
 * How the order reaches the customer (spec 03 §2.6), in the words of the confirmation mail: the address in its
 * country's layout, the pickup place or school, and the delivery time with its earliest day.
 */
export function ReceiptDelivery({ delivery }: { delivery: OrderDelivery }) {
  const { t } = useTranslation();
  const a = delivery.address;
  const time = delivery.deliveryTime;
  return (
    <>
      {delivery.type === "postage" && (
        <>
          <p>{t("receipt.postage")}</p>
          {a && (
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
        </>
      )}
      {delivery.type === "store-pickup" && (
        <p>{t("receipt.storePickup", { place: pickupPlace(delivery, t) })}</p>
      )}
      {delivery.type === "school-pickup" && (
        <p>{t("receipt.schoolPickup", { school: delivery.schoolName ?? delivery.name })}</p>
      )}
      {delivery.type === "digital-delivery" && <p>{t("receipt.digitalDelivery")}</p>}
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
