import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import {
  type CurrentPictureSet,
  currentPictureSet,
  setCurrentPictureSet,
  useCurrentPictureSet,
} from "./current-picture-set.ts";
import { useTranslation } from "./i18n.ts";
import { newestPictureSet } from "./picture-set-facts.ts";
import { meQuery, useMe } from "./queries/me.ts";
import { pictureSetsQuery } from "./queries/picture-sets.ts";
import { queryClient } from "./query-client.ts";

export interface ShoppedPictureSet {
  /** The set the page shops for; null for a visitor or a parent without picture sets. */
  set: CurrentPictureSet | null;
  /** True while the parent's sets are read to find one: the page shows its loading state, not "choose a set". */
  resolving: boolean;
}

/**
 * The picture set the parent shops for: the tab's current one (lib/current-picture-set.ts), or, when the tab has none
 * yet (a new tab, a bookmark, a link from a mail), the parent's newest set, which then becomes the current one, as a
 * category tile would make it.
 */
export function useShoppedPictureSet(): ShoppedPictureSet {
  const current = useCurrentPictureSet();
  const me = useMe();
  const signedIn = !!me.data?.user;
  const sets = useQuery({ ...pictureSetsQuery(), enabled: signedIn && current === null });
  const newest = current === null ? newestPictureSet(sets.data ?? []) : undefined;
  useEffect(() => {
    if (newest) setCurrentPictureSet({ uuid: newest.uuid, name: newest.subject.name });
  }, [newest]);
  if (current !== null) return { set: current, resolving: false };
  if (newest) return { set: { uuid: newest.uuid, name: newest.subject.name }, resolving: false };
  return { set: null, resolving: me.isPending || (signedIn && sets.isPending) };
}

/**
 * The name /products/packages shows for this parent: 'Exclusive deals' with a set to shop for, else 'Offers and
 * campaigns'. The back links of the lists that lead there read it, so a link says the name of the page it opens.
 */
export function usePackagesPageName(): string {
  const { t } = useTranslation();
  const me = useMe();
  const { set } = useShoppedPictureSet();
  return me.data?.user && set ? t("packages.exclusiveDeals") : t("products.packagesTitle");
}

/**
 * The same for a route's loader, so a tab without a set fetches the page's data for the newest set at once rather
 * than first without one: the tab's set when it has one (no request), otherwise the signed-in parent's newest, through
 * the queries the page reads too. Null for a visitor, a parent without sets, or a failed read (the page says so).
 */
export async function shoppedPictureSetForLoader(): Promise<CurrentPictureSet | null> {
  const current = currentPictureSet();
  if (current) return current;
  try {
    if (!(await queryClient.ensureQueryData(meQuery)).user) return null;
    const newest = newestPictureSet(await queryClient.ensureQueryData(pictureSetsQuery()));
    if (!newest) return null;
    const set = { uuid: newest.uuid, name: newest.subject.name };
    setCurrentPictureSet(set);
    return set;
  } catch {
    return null;
  }
}
