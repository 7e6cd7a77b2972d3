import { addressLines } from "@shop/domain/address-layout";
import { formatCountry } from "../../../lib/format.ts";
import { useTranslation } from "../../../lib/i18n.ts";
import { Price } from "../../../ui/Price.tsx";
import { useCheckout } from "../checkout-context.ts";

/** The done delivery step: the option and where it goes (the address, the store or school, the contact). */
export function DeliverySummary() {
  const { t } = useTranslation();
  const { session, state } = useCheckout();
  const option = state.deliveryOption;
  const data = state.deliveryOptionData;
  if (!option || !data) return null;
  const currency = session.cart.summary.currency;
  const location = option.pickupLocations.find((l) => l.uuid === data.pickupLocationUuid);
  const subject = option.subjects.find((s) => s.uuid === data.subjectUuid);
  const address = data.deliveryAddress;
  const shipsTo = address ? option.countries.find((c) => c.code === address.country) : undefined;
  const countryName = shipsTo ? formatCountry(shipsTo.code, shipsTo.name) : undefined;
  return (
    <div className="flex flex-col gap-2 text-base">
      <p className="flex flex-wrap items-baseline justify-between gap-x-3">
        <span className="font-semibold">{option.name}</span>
        <Price amount={location?.price ?? option.price} currency={currency} />
      </p>
      {address && (
        <address className="text-sm text-muted not-italic">
          {[address.name, ...addressLines(address), countryName].filter(Boolean).map((line) => (
            <span key={line} className="block">
              {line}
            </span>
          ))}
        </address>
      )}
      {location && (
        <p className="text-sm text-muted">
          {t("checkout.pickup.summary", {
            name: location.pickupname,
            address: `${location.pickupaddress1}, ${location.pickuppostalcode} ${location.pickupcity}`,
          })}
        </p>
      )}
      {subject && (
        <p className="text-sm text-muted">
          {t("checkout.school.pickedUpFor", {
            subject: subject.group ? `${subject.name} (${subject.group})` : subject.name,
          })}
        </p>
      )}
      {data.contactInfo && (
        <p className="text-sm text-muted">
          <span className="block">{data.contactInfo.name}</span>
          <span className="block break-all">{data.contactInfo.emailAddress}</span>
        </p>
      )}
    </div>
  );
}
