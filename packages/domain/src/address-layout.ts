export interface PostalAddress {
  address?: string | null;
  address2?: string | null;
  postalCode?: string | null;
  city?: string | null;
  state?: string | null;
  country?: string | null;
}

function join(...parts: Array<string | null | undefined>): string {
  return parts.filter((p): p is string => !!p && p.trim() !== "").join(" ");
}

/**
 * The lines of an address by country (spec 01 §2.8): US shows city, state and postal code;
 * GB shows city and postcode on separate lines; others show postal code, city, then state.
 */
export function addressLines(a: PostalAddress): string[] {
  const country = (a.country ?? "").toUpperCase();
  const lines = [a.address, a.address2].filter((l): l is string => !!l && l.trim() !== "");
  if (country === "US") {
    const cityState = [a.city, a.state].filter(Boolean).join(", ");
    lines.push(join(cityState, a.postalCode));
  } else if (country === "GB") {
    lines.push(join(a.city), join(a.postalCode));
  } else {
    lines.push(join(a.postalCode, a.city));
    lines.push(join(a.state));
  }
  return lines.filter((l) => l !== "");
}

/** A delivery address as an order keeps it: the name, then the street lines. */
export interface NamedAddress {
  name: string;
  address1: string;
  address2: string;
  postalCode: string;
  city: string;
  state: string;
  country: string;
}

/** The lines of an order's delivery address, the name first, in its country's layout (receipt and mail alike). */
export function deliveryAddressLines(a: NamedAddress): string[] {
  return [
    a.name,
    ...addressLines({
      address: a.address1,
      address2: a.address2,
      postalCode: a.postalCode,
      city: a.city,
      state: a.state,
      country: a.country,
    }),
  ].filter((line) => line.trim() !== "");
}
