import type { OrderDelivery } from "@shop/contracts/orders";
import { useTranslation } from "../../../lib/i18n.ts";
import { OrderSection } from "./OrderSection.tsx";

/** How the order reaches the family: the option, the address or pickup place, the school. */
export function DeliverySection({ delivery }: { delivery: OrderDelivery }) {
  const { t } = useTranslation();
  const { address, pickupLocation, contact } = delivery;
  return (
    <OrderSection title={t("orders.order.delivery")}>
      <p>
        {t(`orders.delivery.${delivery.type}`)} · {delivery.name}
      </p>
      {address && (
        <address className="not-italic">
          {[
            address.name,
            address.address1,
            address.address2,
            `${address.postalCode} ${address.city}`,
            address.state,
            address.country,
          ]
            .filter((part) => part.trim() !== "")
            .map((part) => (
              <span key={part} className="block">
                {part}
              </span>
            ))}
        </address>
      )}
      {pickupLocation && (
        <p>
          {pickupLocation.name}, {pickupLocation.address1}, {pickupLocation.postalCode} {pickupLocation.city}
        </p>
      )}
      {delivery.schoolName && <p>{delivery.schoolName}</p>}
      {contact && (
        <p>
          {contact.name} · {contact.emailAddress}
        </p>
      )}
      {delivery.deliveryTime && <p className="text-muted">{delivery.deliveryTime.string}</p>}
    </OrderSection>
  );
}
