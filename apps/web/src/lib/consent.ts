import { consentCookie, debugCookie, parseConsent } from "@shop/domain/content-pages";

/** The value of a cookie this page can read, or undefined. */
export function readCookie(name: string): string | undefined {
  if (typeof document === "undefined") return undefined;
  for (const part of document.cookie.split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) return decodeURIComponent(rest.join("="));
  }
  return undefined;
}

function writeCookie(name: string, value: string, maxAgeSeconds: number, path: string): void {
  const secure = location.protocol === "https:" ? "; Secure" : "";
  // biome-ignore lint/suspicious/noDocumentCookie: one plain cookie needs no Cookie Store API (not in every browser).
  document.cookie = `${name}=${encodeURIComponent(value)}; Path=${path}; Max-Age=${maxAgeSeconds}; SameSite=Lax${secure}`;
}

/** The visitor's choice: true allowed, false denied, null not made yet (spec 03 §4, §9). */
export function readConsent(): boolean | null {
  return parseConsent(readCookie(consentCookie.name));
}

/** Stores the choice for 365 days: 1 allowed, 0 denied, path /. */
export function writeConsent(allowed: boolean): void {
  writeCookie(
    consentCookie.name,
    allowed ? consentCookie.allowed : consentCookie.denied,
    consentCookie.maxAgeSeconds,
    consentCookie.path,
  );
}

export function readDebugFlag(): boolean {
  return readCookie(debugCookie.name) === "1";
}

/** Sets or clears the /debug page's flag; answers whether the browser now holds what was asked. */
export function writeDebugFlag(on: boolean): boolean {
  writeCookie(debugCookie.name, on ? "1" : "", on ? debugCookie.maxAgeSeconds : 0, debugCookie.path);
  return readDebugFlag() === on;
}

export const consentScriptId = "consent-script";

/**
 * Adds the operator's script once, only when the visitor allowed tracking; nothing else in the shop loads analytics
 * or recording code. The server's Content-Security-Policy allows exactly this script's origin (decision 0029).
 */
export function loadConsentedScript(url: string | null | undefined): void {
  if (!url || readConsent() !== true || document.getElementById(consentScriptId)) return;
  const script = document.createElement("script");
  script.id = consentScriptId;
  script.src = url;
  script.async = true;
  document.head.append(script);
}

/** The side menu's 'cookie settings' item asks the layout to show the notice again. */
export const openConsentEvent = "shop:open-consent";
export function openConsentNotice(): void {
  window.dispatchEvent(new Event(openConsentEvent));
}
