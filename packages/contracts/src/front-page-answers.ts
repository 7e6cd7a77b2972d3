import type { MeResponse } from "./account.ts";
import {
  type AnswerCheck,
  aBoolean,
  aNumber,
  arrayOf,
  aString,
  nullable,
  objectOf,
  oneOf,
  optional,
  recordOf,
} from "./answer-check.ts";
import type { SettingsResponse } from "./content.ts";

// The front page's first two calls, checked without zod so its first load carries no schema library; the zod
// schemas (account.ts, content.ts) stay the shapes the server answers with, and front-page-answers.test.ts holds
// these checks to them.

const aUser = objectOf({
  uuid: aString,
  name: nullable(aString),
  emailAddress: aString,
  lang: aString,
  isSimulated: aBoolean,
  isAnonymousUser: aBoolean,
  mobilePhone: nullable(aString),
  address: objectOf({
    address: nullable(aString),
    address2: nullable(aString),
    postalCode: nullable(aString),
    city: nullable(aString),
    state: nullable(aString),
  }),
  acceptMail: aBoolean,
});

/** GET /api/webshop/me */
export const meAnswer: AnswerCheck<MeResponse> = objectOf({
  user: nullable(aUser),
  simulation: optional(nullable(objectOf({ operator: aString, endsAt: aString }))),
});

const aLanguage = objectOf({ long: aString, name: aString });

/** GET /api/webshop/settings */
export const settingsAnswer: AnswerCheck<SettingsResponse> = objectOf({
  portal: objectOf({
    name: aString,
    contactInfo: objectOf({
      address: aString,
      postalCode: aString,
      city: aString,
      state: nullable(aString),
      country: aString,
      email: aString,
      phone: aString,
    }),
    options: objectOf({
      gatherAddress2: aBoolean,
      acceptMailDefaultOn: aBoolean,
      hideMarketingConsent: aBoolean,
    }),
    currency: aString,
    vatRate: aNumber,
  }),
  webshop: objectOf({
    freeShippingThreshold: nullable(aNumber),
    hasPrivacyPolicy: aBoolean,
    locale: objectOf({ languages: arrayOf(aLanguage), default_language: aString }),
    termsText: aString,
    contactInfo: objectOf({ email: aString }),
    allowOwnPhotos: aBoolean,
    editor: objectOf({
      addToCartWarning: aBoolean,
      disableImageToolbox: aBoolean,
      updateCartLabel: nullable(recordOf(aString)),
    }),
  }),
  page: objectOf({
    backgroundImage: nullable(aString),
    colors: objectOf({ primary: aString, background: aString, text: aString }),
    desktopVersionUrl: nullable(aString),
    logo: nullable(objectOf({ url: aString, width: aNumber, height: aNumber })),
    frontPictureSizes: arrayOf(objectOf({ url: aString, width: aNumber, height: aNumber })),
    favicons: arrayOf(objectOf({ url: aString, size: aNumber })),
  }),
  menu: arrayOf(
    objectOf({
      id: aString,
      label: recordOf(aString),
      visibility: oneOf(0, 1, 2),
      type: oneOf("internal", "modal", "cookie_settings", "external"),
      target: aString,
    }),
  ),
  consent: objectOf({ scriptUrl: nullable(aString) }),
});
