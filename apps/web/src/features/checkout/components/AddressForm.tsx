import type { DeliveryOption } from "@shop/contracts/delivery";
import { Checkbox } from "@shop/ui/Checkbox";
import { cx } from "@shop/ui/cx";
import { Select } from "@shop/ui/Select";
import { TextField } from "@shop/ui/TextField";
import { useEffect, useId } from "react";
import { Controller, get, useFormState, useWatch } from "react-hook-form";
import { formatCountry } from "../../../lib/format.ts";
import { useTranslation } from "../../../lib/i18n.ts";
import { useCheckout } from "../checkout-context.ts";
import { type AddressPart, addressLayout, countryOf, stateValue } from "../delivery-form.ts";
import { fieldText } from "../field-texts.ts";
import { AddressAutocomplete } from "./AddressAutocomplete.tsx";

/**
 * The postage form (spec 03 §2.2): name, address (with suggestions when the shop uses the address service),
 * address2 when the shop gathers it, postal code and city in the country's order, state when the country has
 * one (a dropdown when it lists them), and the country.
 */
export function AddressForm({ option }: { option: DeliveryOption }) {
  const { t } = useTranslation();
  const { session, deliveryForm } = useCheckout();
  const { register, setValue, getValues, control } = deliveryForm;
  // The form lives in the provider: this part subscribes to what it shows itself.
  const countryCode = useWatch({ control, name: "address.country" });
  const { errors } = useFormState({ control, name: "address" });
  const country = countryOf(option, countryCode);
  const layout = addressLayout(country);
  const countrySelectId = useId();
  const stateSelectId = useId();

  // A country the option does not ship to gives way to the first it does; a stored state becomes its code.
  useEffect(() => {
    const current = getValues("address.country");
    const shipsTo = countryOf(option, current) ?? option.countries[0] ?? null;
    if (shipsTo && shipsTo.code !== current) setValue("address.country", shipsTo.code);
    if (shipsTo?.states) setValue("address.state", stateValue(shipsTo, getValues("address.state")));
  }, [option, getValues, setValue]);

  const errorOf = (part: AddressPart) =>
    fieldText((get(errors, `address.${part}`) as { message?: string } | undefined)?.message, t);
  // Editing the address takes away its verified mark (spec 03 §4).
  const text = (part: AddressPart) =>
    register(`address.${part}`, { onChange: () => setValue("address.verifiedAddress", false) });

  const postalCode = layout.showPostalCode && (
    <TextField
      key="postalCode"
      label={t(`checkout.address.${layout.postalCodeLabel}`)}
      autoComplete="postal-code"
      error={errorOf("postalCode")}
      className={layout.postalCodeFirst ? undefined : "w-32 shrink-0 sm:w-36"}
      {...text("postalCode")}
    />
  );
  const city = (
    <TextField
      key="city"
      label={t("checkout.address.city")}
      autoComplete="address-level2"
      error={errorOf("city")}
      className="min-w-0 flex-1"
      {...text("city")}
    />
  );
  const stateError = errorOf("state");

  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 text-base font-semibold">{t("checkout.address.title")}</legend>
      <TextField
        label={t("checkout.address.name")}
        autoComplete="name"
        error={errorOf("name")}
        {...text("name")}
      />
      {session.options.useAddressAutocompleteService ? (
        <AddressAutocomplete label={t("checkout.address.address")} country={country} />
      ) : (
        <TextField
          label={t("checkout.address.address")}
          autoComplete="address-line1"
          error={errorOf("address")}
          {...text("address")}
        />
      )}
      {session.options.gatherAddress2 && (
        <TextField
          label={t("checkout.address.address2")}
          autoComplete="address-line2"
          error={errorOf("address2")}
          {...text("address2")}
        />
      )}
      {layout.postalCodeFirst ? (
        <>
          {postalCode}
          {city}
        </>
      ) : (
        <div className="flex gap-3">
          {postalCode}
          {city}
        </div>
      )}
      {layout.showState && (
        <div className="flex flex-col gap-1">
          <label htmlFor={stateSelectId} className="text-sm font-semibold">
            {t("checkout.address.state")}
          </label>
          {layout.states ? (
            <Select
              id={stateSelectId}
              autoComplete="address-level1"
              invalid={!!stateError}
              aria-describedby={stateError ? `${stateSelectId}-error` : undefined}
              {...text("state")}
            >
              <option value="">{t("checkout.address.chooseState")}</option>
              {layout.states.map((s) => (
                <option key={s.code} value={s.code}>
                  {s.name}
                </option>
              ))}
            </Select>
          ) : (
            <input
              id={stateSelectId}
              type="text"
              autoComplete="address-level1"
              aria-invalid={stateError ? true : undefined}
              aria-describedby={stateError ? `${stateSelectId}-error` : undefined}
              className={cx(
                "min-h-11 w-full rounded-lg border bg-surface px-3 py-2 text-base text-text focus:border-primary",
                stateError ? "border-danger" : "border-border",
              )}
              {...text("state")}
            />
          )}
          {stateError && (
            <p id={`${stateSelectId}-error`} className="text-sm font-medium text-danger">
              {stateError}
            </p>
          )}
        </div>
      )}
      <div className="flex flex-col gap-1">
        <label htmlFor={countrySelectId} className="text-sm font-semibold">
          {t("checkout.address.country")}
        </label>
        <Select
          id={countrySelectId}
          autoComplete="country"
          invalid={!!errorOf("country")}
          {...register("address.country", {
            onChange: (event: { target: { value: string } }) => {
              setValue("address.verifiedAddress", false);
              const next = countryOf(option, event.target.value);
              setValue("address.state", next?.states ? stateValue(next, getValues("address.state")) : "");
            },
          })}
        >
          {option.countries.map((c) => (
            <option key={c.code} value={c.code}>
              {formatCountry(c.code, c.name)}
            </option>
          ))}
        </Select>
        {errorOf("country") && <p className="text-sm font-medium text-danger">{errorOf("country")}</p>}
      </div>
      <Controller
        control={control}
        name="address.saveAddress"
        render={({ field }) => (
          <Checkbox
            name={field.name}
            checked={field.value}
            onCheckedChange={field.onChange}
            label={t("checkout.address.saveAddress")}
          />
        )}
      />
    </fieldset>
  );
}
