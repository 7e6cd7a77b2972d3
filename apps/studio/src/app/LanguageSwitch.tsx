import { Select } from "@shop/ui/Select";
import { changeLanguage, studioLanguages, useTranslation } from "../lib/i18n.ts";
import { queryClient } from "../lib/query-client.ts";

/** The studio's language, whatever the browser says: kept in this browser. */
export function LanguageSwitch() {
  const { t, language } = useTranslation();
  return (
    <Select
      aria-label={t("layout.language")}
      value={language}
      // What the server named in the old language is read again in the new one.
      onChange={(event) =>
        void changeLanguage(event.target.value).then(() => queryClient.invalidateQueries())
      }
    >
      {studioLanguages.map((lang) => (
        <option key={lang} value={lang}>
          {t(`languages.${lang}`)}
        </option>
      ))}
    </Select>
  );
}
