import { takeReferrer } from "../../lib/referrer.ts";

export const defaultAfterSignIn = "/products/packages";

/** The 'Sign in' form: back to the page the visitor asked for, else where the server says, else the offers. */
export function pathAfterSignIn(serverRedirect: string | null | undefined): string {
  return takeReferrer() ?? serverRedirect ?? defaultAfterSignIn;
}

/** With a new code the new picture set comes first (spec 01 §2.1), whatever page was asked for before. */
export function pathAfterCodeSignIn(serverRedirect: string | null | undefined): string {
  if (serverRedirect) {
    takeReferrer();
    return serverRedirect;
  }
  return pathAfterSignIn(null);
}
