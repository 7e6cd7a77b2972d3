/**
 * The demo shop's content pages as the tests, the e2e journey and the README name it. The shop gets it from
 * docs/examples/shop.json (`pages`, with its side-menu item); demo.test.ts checks that these constants say what the
 * file says.
 */
export const demoPage = {
  id: "about-the-photo-day",
  title: "About the photo day",
  menuLabel: "About the photo day",
} as const;

/** The shop's accessibility statement (WCAG 2.2 AA, how it is tested, known gaps), in English and Norwegian. */
export const demoAccessibilityPage = {
  id: "accessibility",
  title: "Accessibility statement",
  menuLabel: "Accessibility",
} as const;
