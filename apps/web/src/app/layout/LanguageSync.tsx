import { useEffect } from "react";
import { changeLanguage, hasStoredLanguage, i18n } from "../../lib/i18n.ts";
import { useSettings } from "../../lib/queries/settings.ts";

/**
 * Without a stored choice the browser's language is used when the shop offers it; otherwise the shop's
 * default language. Renders nothing.
 */
export function LanguageSync() {
  const settings = useSettings();
  const locale = settings.data?.webshop.locale;
  useEffect(() => {
    if (!locale || hasStoredLanguage()) return;
    const offered = locale.languages.map((l) => l.long);
    if (!offered.includes(i18n.language)) void changeLanguage(locale.default_language).catch(() => undefined);
  }, [locale]);
  return null;
}
