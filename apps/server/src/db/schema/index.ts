export * from "./account.ts";
export * from "./cart.ts";
export * from "./catalog.ts";
export * from "./content.ts";
export * from "./delivery.ts";
export * from "./mail.ts";
export * from "./orders.ts";
export * from "./pictures.ts";
