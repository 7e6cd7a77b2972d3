import { createContext } from "react";

/** The shop's currency, for amounts typed with it ("149 kr"). */
export const CurrencyContext = createContext<string | undefined>(undefined);
