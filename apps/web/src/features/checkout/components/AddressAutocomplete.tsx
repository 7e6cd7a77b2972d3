import type { AddressSuggestion, ShippingCountry } from "@shop/contracts/delivery";
import { shopLimits } from "@shop/domain/limits";
import { cx } from "@shop/ui/cx";
import { Spinner } from "@shop/ui/Spinner";
import { BadgeCheck } from "lucide-react";
import { type KeyboardEvent, useId, useState } from "react";
import { useController, useWatch } from "react-hook-form";
import { useTranslation } from "../../../lib/i18n.ts";
import { type AddressService, addressService, useAddressSuggestions } from "../api/address-service.ts";
import { useCheckout } from "../checkout-context.ts";
import { stateValue } from "../delivery-form.ts";
import { fieldText } from "../field-texts.ts";
import { useDebouncedValue } from "../use-debounced-value.ts";

/** Fewer letters than this find too much to help. */
const minQueryLength = 3;

type Props = {
  label: string;
  country: ShippingCountry | null;
  service?: AddressService;
};

/**
 * The address field with suggestions (spec 03 §2.2): after a pause in typing the address service suggests
 * addresses in a listbox (arrow keys, Enter, Escape); choosing one resolves the whole address into the form and
 * marks it verified. Typing again clears the mark.
 */
export function AddressAutocomplete({ label, country, service = addressService }: Props) {
  const { t } = useTranslation();
  const { deliveryForm } = useCheckout();
  const { setValue, setError, clearErrors, getFieldState } = deliveryForm;
  const { field, fieldState } = useController({ control: deliveryForm.control, name: "address.address" });
  const verified = useWatch({ control: deliveryForm.control, name: "address.verifiedAddress" });
  const [typed, setTyped] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [resolving, setResolving] = useState(false);
  const query = useDebouncedValue(typed.trim(), shopLimits.addressAutocompletePauseMs);
  const suggestions = useAddressSuggestions(query, query.length >= minQueryLength);
  const list = open && query.length >= minQueryLength ? (suggestions.data ?? []) : [];
  const expanded = list.length > 0;

  const id = useId();
  const inputId = `${id}-input`;
  const listId = `${id}-list`;
  const errorId = `${id}-error`;
  const verifiedId = `${id}-verified`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const error = fieldText(fieldState.error?.message, t);

  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  const choose = async (suggestion: AddressSuggestion) => {
    close();
    setTyped("");
    field.onChange(suggestion.address.address1);
    setResolving(true);
    try {
      const address = await service.resolve(suggestion.id);
      // Filled fields that showed an error are checked again at once.
      const fill = { shouldDirty: true, shouldValidate: getFieldState("address.city").invalid };
      setValue("address.address", address.address1, fill);
      setValue("address.address2", address.address2, fill);
      setValue("address.postalCode", address.postalCode, fill);
      setValue("address.city", address.city, fill);
      if (address.state) setValue("address.state", stateValue(country, address.state), fill);
      setValue("address.verifiedAddress", true);
      clearErrors("address.address");
    } catch {
      // Spec 03 §8: the address field is cleared and says why.
      setValue("address.address", "");
      setValue("address.verifiedAddress", false);
      setError("address.address", { type: "resolve", message: "address_not_found" }, { shouldFocus: true });
    } finally {
      setResolving(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown") {
      if (list.length === 0) return;
      event.preventDefault();
      setOpen(true);
      setActive((i) => (i + 1) % list.length);
    } else if (event.key === "ArrowUp") {
      if (list.length === 0) return;
      event.preventDefault();
      setActive((i) => (i <= 0 ? list.length - 1 : i - 1));
    } else if (event.key === "Enter") {
      const chosen = expanded ? list[active] : undefined;
      if (chosen) {
        // Enter chooses the suggestion instead of sending the form.
        event.preventDefault();
        void choose(chosen);
      }
    } else if (event.key === "Escape" && expanded) {
      event.preventDefault();
      close();
    }
  };

  return (
    <div className="relative flex flex-col gap-1">
      <label htmlFor={inputId} className="text-sm font-semibold">
        {label}
      </label>
      <div className="relative">
        <input
          id={inputId}
          ref={field.ref}
          name={field.name}
          value={field.value}
          onBlur={() => {
            close();
            field.onBlur();
          }}
          onChange={(event) => {
            field.onChange(event.target.value);
            setValue("address.verifiedAddress", false);
            setTyped(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
          type="text"
          role="combobox"
          autoComplete="address-line1"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={
            [error ? errorId : "", verified ? verifiedId : ""].filter(Boolean).join(" ") || undefined
          }
          aria-busy={resolving || undefined}
          className={cx(
            "min-h-11 w-full rounded-lg border bg-surface px-3 py-2 pr-10 text-base text-text focus:border-primary",
            error ? "border-danger" : "border-border",
          )}
        />
        {resolving && <Spinner className="absolute top-1/2 right-3 size-4 -translate-y-1/2 text-primary" />}
      </div>
      <div
        id={listId}
        role="listbox"
        aria-label={t("checkout.address.suggestions")}
        hidden={!expanded}
        className="absolute top-full right-0 left-0 z-30 mt-1 max-h-72 overflow-y-auto rounded-lg border border-border bg-surface py-1 shadow-lg"
      >
        {list.map((s, index) => (
          // biome-ignore lint/a11y/useKeyWithClickEvents: the keys are the combobox's (aria-activedescendant).
          <div
            key={s.id}
            id={optionId(index)}
            role="option"
            tabIndex={-1}
            aria-selected={index === active}
            // Keeps the focus in the field, so choosing does not blur it and close the list first.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => void choose(s)}
            className={cx(
              "flex min-h-11 cursor-pointer items-center px-3 py-2 text-base",
              index === active ? "bg-primary text-primary-fg" : "hover:bg-primary/10",
            )}
          >
            {s.suggestion}
          </div>
        ))}
      </div>
      <p aria-live="polite" className="sr-only">
        {expanded ? t("checkout.address.suggestionCount", { count: list.length }) : ""}
      </p>
      {verified && !error && (
        <p id={verifiedId} className="flex items-center gap-1 text-sm text-success">
          <BadgeCheck aria-hidden="true" className="size-4" />
          {t("checkout.address.verified")}
        </p>
      )}
      {error && (
        <p
          id={errorId}
          role={fieldState.error?.type === "resolve" ? "alert" : undefined}
          className="text-sm font-medium text-danger"
        >
          {error}
        </p>
      )}
    </div>
  );
}
