import type { DeliveryOption, PickupLocation } from "@shop/contracts/delivery";
import { groupPickupLocations } from "@shop/domain/pickup-location";
import { Zap } from "lucide-react";
import { useController } from "react-hook-form";
import { useTranslation } from "../../../lib/i18n.ts";
import { Price } from "../../../ui/Price.tsx";
import { useCheckout } from "../checkout-context.ts";
import { fieldText } from "../field-texts.ts";
import { ChoiceCard } from "./ChoiceCard.tsx";

const daySeconds = 24 * 60 * 60;

/**
 * The stores of a store-pickup option (spec 03 §2.2): each store's location with name, address, price and
 * delivery time, and its express variant (uuid ending in -111111111111) as the store's faster choice.
 */
export function PickupLocationList({ option }: { option: DeliveryOption }) {
  const { t } = useTranslation();
  const { session, deliveryForm } = useCheckout();
  const { field, fieldState } = useController({ control: deliveryForm.control, name: "pickupLocationUuid" });
  const currency = session.cart.summary.currency;
  const stores = groupPickupLocations(option.pickupLocations);
  const error = fieldText(fieldState.error?.message, t);
  const errorId = "checkout-pickup-location-error";

  const details = (location: PickupLocation) => (
    <>
      <span>{location.pickupaddress1}</span>
      <span>
        {location.pickuppostalcode} {location.pickupcity}
      </span>
      <span>
        {t("checkout.delivery.deliveryTime", {
          count: Math.round(location.deliveryTime.seconds / daySeconds),
        })}
      </span>
    </>
  );
  const choice = (location: PickupLocation, label: string, first: boolean) => (
    <ChoiceCard
      key={location.uuid}
      name={field.name}
      value={location.uuid}
      checked={field.value === location.uuid}
      onChange={() => field.onChange(location.uuid)}
      onBlur={field.onBlur}
      ref={first ? field.ref : undefined}
      label={label}
      aside={<Price amount={location.price} currency={currency} className="font-semibold" />}
      details={details(location)}
    />
  );

  return (
    <fieldset aria-describedby={error ? errorId : undefined} className="flex flex-col gap-3">
      <legend className="mb-2 text-base font-semibold">{t("checkout.pickup.title")}</legend>
      {stores.map((store, index) => (
        <div key={store.key} className="flex flex-col gap-2">
          {choice(store.standard, store.standard.pickupname, index === 0)}
          {store.express && (
            <div className="ml-6 flex flex-col gap-1">
              <p className="flex items-center gap-1 text-sm font-semibold text-primary">
                <Zap aria-hidden="true" className="size-4" />
                {t("checkout.pickup.expressOf", { store: store.standard.pickupname })}
              </p>
              {choice(store.express, t("checkout.pickup.express", { name: store.express.pickupname }), false)}
            </div>
          )}
        </div>
      ))}
      {error && (
        <p id={errorId} className="text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </fieldset>
  );
}
