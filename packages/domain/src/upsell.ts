/**
 * The order of the checkout's upsell dialogs by the type of their item (spec 03 §2.5: "Don't forget the catalogue"
 * before the "Special offer" of digital pictures); the kinds offer them, and a type the spec does not name comes after
 * these.
 */
export const upsellOrder: readonly string[] = ["CATALOGUE", "DIGITAL_FILES"];
