import type { RouteObject } from "react-router";

/** Children of the protected layout, each page loaded when first visited. */
export const accountRoutes: RouteObject[] = [
  {
    path: "my-account",
    lazy: async () => ({ Component: (await import("./pages/AccountPage.tsx")).AccountPage }),
  },
  {
    path: "my-account/add-picture-set",
    lazy: async () => ({ Component: (await import("./pages/AddPictureSetPage.tsx")).AddPictureSetPage }),
  },
  {
    path: "my-account/change-password",
    lazy: async () => ({ Component: (await import("./pages/ChangePasswordPage.tsx")).ChangePasswordPage }),
  },
  {
    path: "my-account/contact-info",
    lazy: async () => ({ Component: (await import("./pages/ContactInfoPage.tsx")).ContactInfoPage }),
  },
  {
    path: "my-account/communication",
    lazy: async () => ({ Component: (await import("./pages/CommunicationPage.tsx")).CommunicationPage }),
  },
  {
    path: "my-account/cancel-picture-packages",
    lazy: async () => ({ Component: (await import("./pages/CancelPackagesPage.tsx")).CancelPackagesPage }),
  },
  {
    path: "my-account/privacy",
    lazy: async () => ({ Component: (await import("./pages/PrivacyPage.tsx")).PrivacyPage }),
  },
];
