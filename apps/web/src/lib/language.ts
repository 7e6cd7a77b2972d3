import { MeResponse, UpdateMeBody } from "@shop/contracts/account";
import { apiSend } from "./api.ts";
import { changeLanguage, languageStorageKey, rememberLanguageForServer } from "./i18n.ts";
import { meQuery } from "./queries/me.ts";
import { queryClient } from "./query-client.ts";
import { queryKeys } from "./query-keys.ts";

/** Switches the whole interface at once, remembers the choice and, when signed in, saves it to the user. */
export async function chooseLanguage(lang: string): Promise<void> {
  try {
    localStorage.setItem(languageStorageKey, lang);
  } catch {
    // Private browsing may refuse storage; the language still changes for this visit.
  }
  rememberLanguageForServer(lang);
  await changeLanguage(lang);
  const me = queryClient.getQueryData(meQuery.queryKey);
  if (me?.user && me.user.lang !== lang) {
    const body = UpdateMeBody.parse({ lang });
    const updated = await apiSend("PATCH", "/api/webshop/me", body, MeResponse);
    queryClient.setQueryData(meQuery.queryKey, updated);
  }
  // The shop's names (products, delivery and payment options, pages) come in the language of the call that read them,
  // so what was read is read again. Not the open checkout: reading it again would start another one; the next visit of
  // the page is in the new language.
  await queryClient.invalidateQueries({
    predicate: (query) => query.queryKey[0] !== queryKeys.checkout.all[0],
  });
}
