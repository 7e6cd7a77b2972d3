/**
 * The demo shop's retouch offer as the tests, the e2e journey and the README name it. The shop gets it from
 * docs/examples/shop.json (`retouch`, applied like every product of the file); demo.test.ts checks that these
 * constants say what the file says. Prices in minor units (øre), VAT included.
 */
export const demoRetouch = {
  name: "Retouch",
  /** What retouching a picture costs before its tasks. */
  price: 0,
  tasks: [
    { name: "Remove blemishes", extraPrice: 7_900 },
    { name: "Fix flyaway hair", extraPrice: 4_900 },
    { name: "Brighten teeth", extraPrice: 3_900 },
  ],
} as const;
