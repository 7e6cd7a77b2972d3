/**
 * What the web build and the server agree on for the prerendered front page: the build renders the page once per
 * interface language into `front.<lang>.html` beside index.html, with the shop's name as this slot (the only part of
 * its markup that differs between shops), and the server fills it, the language and the settings on each request.
 */
export const prerenderedLanguages = ["en", "nb"] as const;
export const shopNameSlot = "%%shop-name%%";
/** The header logo's address in the prerendered markup; the server fills it or takes the logo out (decision 0071). */
export const shopLogoSlot = "%%shop-logo%%";
export const frontPageFile = (lang: string) => `front.${lang}.html`;
/**
 * Every other page's first markup, `shell.<lang>.html`: the header and a loading state, filled by the server as the
 * front page is, shown from the first byte until the app draws the page over it (main.tsx).
 */
export const shellPageFile = (lang: string) => `shell.${lang}.html`;
/** The element whose JSON the web app seeds its settings from before it takes the page over. */
export const settingsScriptId = "shop-settings";

/**
 * The shop's front picture as the `--front-background` CSS value, the same from the server (in a style element) and
 * the web app: characters that could end the string, the value or the style element are percent-encoded, which keeps
 * the address the same address.
 */
export function frontBackgroundValue(url: string): string {
  return `url("${url.replace(/["\\\s<>{};]/g, encodeURIComponent)}")`;
}

/**
 * Which of the front picture's sizes (narrowest first) a screen loads: the narrowest at least as wide as the screen's
 * width in device pixels, counting a screen of 1.5 device pixels or more per CSS pixel as 2 (decision 0071). Each
 * size gets a media query, and the queries never overlap, so the server's CSS and preload links and the web app (which
 * asks matchMedia the same queries) choose one file, and a browser fetches only that one.
 */
export function frontPictureChoices(
  sizes: ReadonlyArray<{ url: string; width: number }>,
): Array<{ url: string; media: string }> {
  const lo = "(resolution < 1.5dppx)";
  const hi = "(resolution >= 1.5dppx)";
  return sizes.map((size, i) => {
    const below = sizes[i - 1]?.width;
    const last = i === sizes.length - 1;
    const range = (density: number) => {
      const from = below === undefined ? "" : `(width > ${below / density}px)`;
      const upTo = last ? "" : `(width <= ${size.width / density}px)`;
      return [from, upTo].filter((part) => part !== "").join(" and ");
    };
    const loRange = range(1);
    const hiRange = range(2);
    if (loRange === "" && hiRange === "") return { url: size.url, media: "all" };
    return { url: size.url, media: `${lo} and ${loRange}, ${hi} and ${hiRange}` };
  });
}
