import { z } from "zod";

export const ContactInfo = z.object({
  address: z.string(),
  postalCode: z.string(),
  city: z.string(),
  state: z.string().nullable(),
  /** ISO 3166-1 alpha-2, e.g. NO, GB, US. */
  country: z.string().length(2),
  email: z.string(),
  phone: z.string(),
});
export type ContactInfo = z.infer<typeof ContactInfo>;

export const Portal = z.object({
  name: z.string(),
  contactInfo: ContactInfo,
  options: z.object({
    gatherAddress2: z.boolean(),
    acceptMailDefaultOn: z.boolean(),
    hideMarketingConsent: z.boolean(),
  }),
  /** ISO 4217, e.g. NOK. */
  currency: z.string().length(3),
  /** VAT in basis points of a percent: 2500 = 25 %. */
  vatRate: z.number().int(),
});
export type Portal = z.infer<typeof Portal>;

export const Language = z.object({
  /** Language tag used by the interface, e.g. 'en', 'nb'. */
  long: z.string(),
  /** The language's own name, e.g. 'Norsk bokmål'. */
  name: z.string(),
});
export type Language = z.infer<typeof Language>;

export const WebshopSettings = z.object({
  /** Minor units; null when the shop has no threshold. */
  freeShippingThreshold: z.number().int().nullable(),
  hasPrivacyPolicy: z.boolean(),
  locale: z.object({ languages: z.array(Language), default_language: z.string() }),
  termsText: z.string(),
  contactInfo: z.object({ email: z.string() }),
});
export type WebshopSettings = z.infer<typeof WebshopSettings>;

export const MenuItem = z.object({
  id: z.string(),
  /** Label by language tag; the interface falls back to the default language. */
  label: z.record(z.string(), z.string()),
  visibility: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  type: z.enum(["internal", "modal", "cookie_settings", "external"]),
  /** A route for internal, a modal name for modal, a URL for external. */
  target: z.string(),
});
export type MenuItem = z.infer<typeof MenuItem>;

export const PageSettings = z.object({
  backgroundImage: z.string().nullable(),
  colors: z.object({ primary: z.string(), background: z.string(), text: z.string() }),
  desktopVersionUrl: z.string().nullable(),
});
export type PageSettings = z.infer<typeof PageSettings>;

/** GET /api/webshop/settings: everything the shell needs, in one call. */
export const SettingsResponse = z.object({
  portal: Portal,
  webshop: WebshopSettings,
  page: PageSettings,
  menu: z.array(MenuItem),
});
export type SettingsResponse = z.infer<typeof SettingsResponse>;

/** GET /api/webshop/privacy-policy */
export const PrivacyPolicyResponse = z.object({ data: z.object({ privacyPolicy: z.string() }) });
export type PrivacyPolicyResponse = z.infer<typeof PrivacyPolicyResponse>;
