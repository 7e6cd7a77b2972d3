import { redirect } from "react-router";

/** /products/ → /products/packages (spec 02 §2). */
export function toProductList() {
  return redirect("/products/packages");
}
