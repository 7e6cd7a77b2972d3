export * from "./account.ts";
export * from "./content.ts";
export * from "./mail.ts";
export * from "./pictures.ts";
