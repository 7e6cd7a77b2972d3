/**
 * The demo shop's content page as the tests, the e2e journey and the README name it. The shop gets it from
 * docs/examples/shop.json (`pages`, with its side-menu item); demo.test.ts checks that these constants say what the
 * file says.
 */
export const demoPage = {
  id: "about-the-photo-day",
  title: "About the photo day",
  menuLabel: "About the photo day",
} as const;
