/**
 * What the web build and the server agree on for the prerendered front page: the build renders the page once per
 * interface language into `front.<lang>.html` beside index.html, with the shop's name as this slot (the only part of
 * its markup that differs between shops), and the server fills it, the language and the settings on each request.
 */
export const prerenderedLanguages = ["en", "nb"] as const;
export const shopNameSlot = "%%shop-name%%";
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
