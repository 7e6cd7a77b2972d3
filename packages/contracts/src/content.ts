import { sizeLimits } from "@shop/domain/limits";
import { z } from "zod";

export const ContactInfo = z.object({
  address: z.string().max(sizeLimits.answerLabel),
  postalCode: z.string().max(sizeLimits.answerLabel),
  city: z.string().max(sizeLimits.answerLabel),
  state: z.string().max(sizeLimits.answerLabel).nullable(),
  /** ISO 3166-1 alpha-2, e.g. NO, GB, US. */
  country: z.string().length(2),
  email: z.string().max(sizeLimits.answerLabel),
  phone: z.string().max(sizeLimits.answerLabel),
});
export type ContactInfo = z.infer<typeof ContactInfo>;

export const Portal = z.object({
  name: z.string().max(sizeLimits.answerLabel),
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
  long: z.string().max(sizeLimits.answerLabel),
  /** The language's own name, e.g. 'Norsk bokmål'. */
  name: z.string().max(sizeLimits.answerLabel),
});
export type Language = z.infer<typeof Language>;

export const WebshopSettings = z.object({
  /** Minor units; null when the shop has no threshold. */
  freeShippingThreshold: z.number().int().nullable(),
  hasPrivacyPolicy: z.boolean(),
  locale: z.object({
    languages: z.array(Language).max(sizeLimits.answerItems),
    default_language: z.string().max(sizeLimits.answerLabel),
  }),
  termsText: z.string().max(sizeLimits.document),
  contactInfo: z.object({ email: z.string().max(sizeLimits.answerLabel) }),
  /** Parents may upload pictures of their own (the editor's image source switch). */
  allowOwnPhotos: z.boolean(),
  /** The template editor's option flags of the settings file (spec 02 §2, §4, §6). */
  editor: z.object({
    addToCartWarning: z.boolean(),
    disableImageToolbox: z.boolean(),
    /** What 'Update cart' says instead, by language tag; null: 'Update cart'. */
    updateCartLabel: z
      .record(z.string().max(sizeLimits.answerLabel), z.string().max(sizeLimits.answerLabel))
      .nullable(),
  }),
});
export type WebshopSettings = z.infer<typeof WebshopSettings>;

export const MenuItem = z.object({
  id: z.string().max(sizeLimits.answerLabel),
  /** Label by language tag; the interface falls back to the default language. */
  label: z.record(z.string().max(sizeLimits.answerLabel), z.string().max(sizeLimits.answerLabel)),
  visibility: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  type: z.enum(["internal", "modal", "cookie_settings", "external"]),
  /** A route for internal, a modal name for modal, a URL for external. */
  target: z.string().max(sizeLimits.url),
});
export type MenuItem = z.infer<typeof MenuItem>;

export const PageSettings = z.object({
  backgroundImage: z.string().max(sizeLimits.url).nullable(),
  colors: z.object({
    primary: z.string().max(sizeLimits.answerLabel),
    background: z.string().max(sizeLimits.answerLabel),
    text: z.string().max(sizeLimits.answerLabel),
  }),
  desktopVersionUrl: z.string().max(sizeLimits.url).nullable(),
  /** The logo the studio uploaded, at the header's size (decision 0071); null: the shop's name alone. */
  logo: z
    .object({ url: z.string().max(sizeLimits.url), width: z.number().int(), height: z.number().int() })
    .nullable(),
  /** `backgroundImage` at the widths the front page asks for, narrowest first; empty for a picture of a URL. */
  frontPictureSizes: z
    .array(
      z.object({ url: z.string().max(sizeLimits.url), width: z.number().int(), height: z.number().int() }),
    )
    .max(8),
  /** The favicon the studio uploaded, as square PNGs of these sides; empty: the web app's own. */
  favicons: z.array(z.object({ url: z.string().max(sizeLimits.url), size: z.number().int() })).max(8),
});
export type PageSettings = z.infer<typeof PageSettings>;

/** GET /api/webshop/settings: everything the shell needs, in one call. */
export const SettingsResponse = z.object({
  portal: Portal,
  webshop: WebshopSettings,
  page: PageSettings,
  menu: z.array(MenuItem).max(sizeLimits.answerItems),
  /** An operator's analytics or recording script, loaded only after the visitor allowed tracking (spec 03 §4). */
  consent: z.object({ scriptUrl: z.string().max(sizeLimits.url).nullable() }),
});
export type SettingsResponse = z.infer<typeof SettingsResponse>;

/** GET /api/webshop/privacy-policy */
export const PrivacyPolicyResponse = z.object({
  data: z.object({ privacyPolicy: z.string().max(sizeLimits.document) }),
});
export type PrivacyPolicyResponse = z.infer<typeof PrivacyPolicyResponse>;

// The legacy content pages of spec 01 §2.8 (/pages/:id), made of modules. Links are a path of the shop or an
// http(s) URL; a picture is a path of the shop, an http(s) URL or nothing.
const pageText = z.string().max(sizeLimits.answerLabel);
const pageLink = z
  .string()
  .max(sizeLimits.url)
  .refine((s) => s === "" || (s.startsWith("/") && !s.startsWith("//")) || /^https?:\/\//i.test(s), {
    error: "must be a path of the shop (starting with /) or an http(s) URL",
  });

export const SliderModule = z.object({
  type: z.literal("slider"),
  /** ms a slide shows; the spec's default is 5 s. */
  duration: z.number().int().min(1000).max(60_000).optional(),
  slides: z
    .array(
      z.object({
        background: pageLink,
        title: pageText,
        text: pageText,
        buttonText: pageText,
        link: pageLink,
      }),
    )
    .max(20),
});
export const PromoteCategoryModule = z.object({
  type: z.literal("promoteCategory"),
  categories: z
    .array(
      z.object({
        category: pageText,
        link: pageLink,
        image: pageLink,
        title: pageText,
        text: pageText,
      }),
    )
    .max(20),
});
export const TitleModule = z.object({ type: z.literal("title"), text: pageText });
/** isHTML: the content is HTML, sanitised by the server to an allow-list; else plain text. */
export const ParagraphModule = z.object({
  type: z.literal("paragraph"),
  isHTML: z.boolean(),
  content: z.string().max(100_000),
});
export const ImageModule = z.object({
  type: z.literal("image"),
  src: pageLink,
  alt: pageText.default(""),
  link: pageLink.default(""),
  openInNewWindow: z.boolean().default(false),
});
/** HTML, sanitised by the server to an allow-list. */
export const RichTextModule = z.object({ type: z.literal("richText"), content: z.string().max(100_000) });

export const PageModule = z.discriminatedUnion("type", [
  SliderModule,
  PromoteCategoryModule,
  TitleModule,
  ParagraphModule,
  ImageModule,
  RichTextModule,
]);
export type PageModule = z.infer<typeof PageModule>;

/** A page's id in its URL: /pages/about-the-photo-day. */
export const PageId = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[a-z0-9][a-z0-9-]*$/, { error: "must be lower-case letters, digits and dashes" });

/** GET /api/webshop/legacy-pages/{id} */
export const LegacyPageParams = z.object({ id: PageId });
export const LegacyPageResponse = z.object({
  title: pageText,
  modules: z.array(PageModule).max(100),
});
export type LegacyPageResponse = z.infer<typeof LegacyPageResponse>;
