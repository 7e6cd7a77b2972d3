/**
 * The tables by owner: `<module>.ts` holds the tables of `modules/<module>/`, which alone reads and writes them; other
 * modules call its service. `outbox.ts` (mails and background work), `rate-limit.ts` and `shop-secrets.ts` are the
 * platform's. The architecture test (src/architecture.test.ts) fails when a module imports another owner's file or
 * this index.
 */
export * from "./access.ts";
export * from "./account.ts";
export * from "./cart.ts";
export * from "./catalog.ts";
export * from "./checkout.ts";
export * from "./content.ts";
export * from "./delivery.ts";
export * from "./entitlements.ts";
export * from "./images.ts";
export * from "./invites.ts";
export * from "./invoices.ts";
export * from "./jobs.ts";
export * from "./orders.ts";
export * from "./outbox.ts";
export * from "./packages.ts";
export * from "./payments.ts";
export * from "./picture-sets.ts";
export * from "./production.ts";
export * from "./rate-limit.ts";
export * from "./reminders.ts";
export * from "./retouch.ts";
export * from "./shop-secrets.ts";
export * from "./staff.ts";
export * from "./subjects.ts";
export * from "./templates.ts";
export * from "./uploads.ts";
