/** Where a signed-out visitor wanted to go; the login view returns there after sign-in. */
const key = "shop.referrer";

export function rememberReferrer(path: string): void {
  try {
    sessionStorage.setItem(key, path);
  } catch {
    // Without storage the user lands on the default page after sign-in, which is acceptable.
  }
}

/** Returns the remembered path once and forgets it. Only same-site paths are honoured. */
export function takeReferrer(): string | null {
  try {
    const path = sessionStorage.getItem(key);
    sessionStorage.removeItem(key);
    return path?.startsWith("/") && !path.startsWith("//") ? path : null;
  } catch {
    return null;
  }
}
