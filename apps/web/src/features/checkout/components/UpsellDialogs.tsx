import { useState } from "react";
import { useCheckout } from "../checkout-context.ts";
import { CatalogueUpsell } from "./CatalogueUpsell.tsx";
import { DigitalUpsell } from "./DigitalUpsell.tsx";

/**
 * The upsell of spec 03 §2.5: the offers shown one after another at the start of checkout, stepped by index,
 * until the list is exhausted. They never take the user out of checkout unless asked to ('Check out offer').
 */
export function UpsellDialogs() {
  const { session } = useCheckout();
  // The list the visit started with: answers that change the cart do not bring an offer back.
  const [list] = useState(session.upsaleList);
  const [index, setIndex] = useState(0);
  const item = list[index];
  const next = () => setIndex((i) => i + 1);
  if (!item) return null;
  return item.type === "CATALOGUE" ? (
    <CatalogueUpsell key={index} catalogues={item.catalogues} onDone={next} />
  ) : (
    <DigitalUpsell key={index} products={item.products} onDone={next} />
  );
}
