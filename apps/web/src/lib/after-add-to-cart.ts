import { RetouchOptionsResponse } from "@shop/contracts/retouch";
import { apiGet } from "./api.ts";

/** The retouch options of the cart (GET /api/webshop/cart/retouch). */
export function fetchRetouchOptions(): Promise<RetouchOptionsResponse> {
  return apiGet("/api/webshop/cart/retouch", RetouchOptionsResponse);
}

/**
 * Where a parent goes after adding to the cart (spec 02 §4 Add to cart, §2 Packages): to the retouch options when the
 * shop sells retouch and the cart has pictures that may be retouched, otherwise to the cart. When the options cannot
 * be read the cart is the safe place: nothing is lost, and the cart links to retouch as well.
 */
export async function pathAfterAddToCart(): Promise<"/shopping-cart/retouch" | "/shopping-cart"> {
  try {
    const options = await fetchRetouchOptions();
    return options.available && options.pictures.length > 0 ? "/shopping-cart/retouch" : "/shopping-cart";
  } catch {
    return "/shopping-cart";
  }
}
