import type { AddressFields, AddressSuggestion } from "@shop/contracts/delivery";
import { addressTable, type TableAddress } from "./address-table.ts";

/** The address autocomplete of spec 03 §2.2, behind which any address service can sit. */
export interface AddressProvider {
  autocomplete(query: string): Promise<AddressSuggestion[]>;
  /** The full address of a suggestion's id; null when the id is unknown. */
  resolve(id: string): Promise<AddressFields | null>;
}

export const maxSuggestions = 8;

/**
 * Lower case without accents, so 'grunerlokka' finds 'Grünerløkka'. ø and æ are letters of their own that
 * Unicode does not decompose, so they are folded by hand.
 */
export function foldForSearch(value: string): string {
  return value
    .toLowerCase()
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replaceAll("ø", "o")
    .replaceAll("æ", "ae")
    .replaceAll("ß", "ss");
}

function words(value: string): string[] {
  return foldForSearch(value)
    .split(/[\s,.]+/)
    .filter((w) => w !== "");
}

function fields(a: TableAddress): AddressFields {
  return {
    address1: `${a.street} ${a.number}`,
    address2: "",
    postalCode: a.postalCode,
    city: a.city,
    state: "",
  };
}

function suggestion(a: TableAddress): AddressSuggestion {
  return { id: a.id, suggestion: `${a.street} ${a.number}, ${a.postalCode} ${a.city}`, address: fields(a) };
}

/**
 * The bundled provider: every word typed must start a word of the street, number, postal code or city. Whole-word
 * hits rank first, so '12' puts 'Storgata 12' before 'Storgata 120'.
 */
export function createTableAddressProvider(table: readonly TableAddress[] = addressTable): AddressProvider {
  const indexed = table.map((a) => ({
    address: a,
    words: words(`${a.street} ${a.number} ${a.postalCode} ${a.city}`),
  }));
  const byId = new Map(table.map((a) => [a.id, a]));
  return {
    async autocomplete(query) {
      const typed = words(query);
      if (typed.length === 0) return [];
      const hits: Array<{ address: TableAddress; exact: number; position: number }> = [];
      indexed.forEach((entry, position) => {
        let exact = 0;
        for (const t of typed) {
          if (!entry.words.some((w) => w.startsWith(t))) return;
          if (entry.words.includes(t)) exact += 1;
        }
        hits.push({ address: entry.address, exact, position });
      });
      hits.sort((a, b) => b.exact - a.exact || a.position - b.position);
      return hits.slice(0, maxSuggestions).map((h) => suggestion(h.address));
    },
    async resolve(id) {
      const a = byId.get(id);
      return a ? fields(a) : null;
    },
  };
}
