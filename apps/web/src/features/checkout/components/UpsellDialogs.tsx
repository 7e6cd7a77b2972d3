import { useState } from "react";
import { useCheckout } from "../checkout-context.ts";
import { rememberUpsellAnswered, unansweredUpsells } from "../upsell-answered.ts";
import { CatalogueUpsell } from "./CatalogueUpsell.tsx";
import { DigitalUpsell } from "./DigitalUpsell.tsx";

/**
 * The upsell of spec 03 §2.5: the offers shown one after another at the start of checkout, stepped by index,
 * until the list is exhausted. They never take the user out of checkout unless asked to ('Check out offer'). An
 * offer answered once is not shown again in the same browser session (upsell-answered.ts).
 */
export function UpsellDialogs() {
  const { session } = useCheckout();
  // The list the visit started with: answers that change the cart do not bring an offer back.
  const [list] = useState(() => unansweredUpsells(session.upsaleList));
  const [index, setIndex] = useState(0);
  const item = list[index];
  const next = () => {
    if (item) rememberUpsellAnswered(item);
    setIndex((i) => i + 1);
  };
  if (!item) return null;
  return item.type === "CATALOGUE" ? (
    <CatalogueUpsell key={index} catalogues={item.catalogues} onDone={next} />
  ) : (
    <DigitalUpsell key={index} products={item.products} onDone={next} />
  );
}
