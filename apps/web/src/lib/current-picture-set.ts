import { useSyncExternalStore } from "react";

/**
 * The picture set the parent is shopping for (spec 02's "current subject"): the template lists are fetched for it and
 * the category tiles' picture-set guard compares with it. Kept for the browser tab's session: opening a picture set
 * makes it the current one, a tile sets it to the category's first qualified set when none is chosen yet, and
 * 'Change picture set' switches it.
 */
export interface CurrentPictureSet {
  uuid: string;
  name: string;
}

const storageKey = "shop.pictureSet";
const listeners = new Set<() => void>();
let cached: { raw: string | null; value: CurrentPictureSet | null } = { raw: null, value: null };

function readRaw(): string | null {
  try {
    return sessionStorage.getItem(storageKey);
  } catch {
    return null;
  }
}

function parse(raw: string | null): CurrentPictureSet | null {
  if (raw === null) return null;
  try {
    const value = JSON.parse(raw) as Partial<CurrentPictureSet>;
    return typeof value.uuid === "string" && typeof value.name === "string"
      ? { uuid: value.uuid, name: value.name }
      : null;
  } catch {
    return null;
  }
}

export function currentPictureSet(): CurrentPictureSet | null {
  const raw = readRaw();
  if (raw !== cached.raw) cached = { raw, value: parse(raw) };
  return cached.value;
}

export function setCurrentPictureSet(set: CurrentPictureSet | null): void {
  try {
    if (set === null) sessionStorage.removeItem(storageKey);
    else sessionStorage.setItem(storageKey, JSON.stringify({ uuid: set.uuid, name: set.name }));
  } catch {
    // Storage refused (private browsing): the lists show every template, unfilled.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useCurrentPictureSet(): CurrentPictureSet | null {
  return useSyncExternalStore(subscribe, currentPictureSet, () => null);
}
