import type { User } from "@shop/contracts/account";
import type { SettingsResponse } from "@shop/contracts/content";

export function settingsFixture(
  overrides: Partial<SettingsResponse["portal"]["options"]> = {},
): SettingsResponse {
  return {
    portal: {
      name: "Demo Foto AS",
      contactInfo: {
        address: "Storgata 1",
        postalCode: "0155",
        city: "Oslo",
        state: null,
        country: "NO",
        email: "post@demofoto.no",
        phone: "+47 22 00 00 00",
      },
      options: {
        gatherAddress2: false,
        acceptMailDefaultOn: false,
        hideMarketingConsent: false,
        ...overrides,
      },
      currency: "NOK",
      vatRate: 2500,
    },
    webshop: {
      freeShippingThreshold: 100000,
      hasPrivacyPolicy: true,
      allowOwnPhotos: false,
      editor: { addToCartWarning: false, disableImageToolbox: false, updateCartLabel: null },
      locale: {
        languages: [
          { long: "en", name: "English" },
          { long: "nb", name: "Norsk bokmål" },
        ],
        default_language: "en",
      },
      termsText: "First line\nSecond line",
      contactInfo: { email: "post@demofoto.no" },
    },
    page: {
      backgroundImage: null,
      colors: { primary: "#1f4e79", background: "#f6f5f2", text: "#1c1c1c" },
      desktopVersionUrl: null,
      logo: null,
      frontPictureSizes: [],
      favicons: [],
    },
    menu: [],
    consent: { scriptUrl: null },
  };
}

export function userFixture(overrides: Partial<User> = {}): User {
  return {
    uuid: "7d3f1c52-3f0a-4e3e-9a57-2b1f0a6c9d10",
    name: "Kari Nordmann",
    emailAddress: "kari@example.com",
    lang: "en",
    isSimulated: false,
    isAnonymousUser: false,
    mobilePhone: "+4791234567",
    address: { address: null, address2: null, postalCode: null, city: null, state: null },
    acceptMail: false,
    ...overrides,
  };
}

export const testSubject = { uuid: "0b8a3c1e-5d2f-4a6b-8c9d-1e2f3a4b5c6d", name: "Ida Testesen" };

/** Access codes and a password made up for the tests: none is the demo shop's, which may change as the shop grows. */
export const testCodes = { own: "TSTK7Q4X", sibling: "TSTM2P9R", group: "TSTG5H3W" } as const;
export const testPassword = "Correct-Horse-77";
