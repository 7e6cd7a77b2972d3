import type { StaffRole } from "@shop/contracts/studio";
import type { StudioMeResponse } from "@shop/contracts/studio-auth";
import { type LoaderFunctionArgs, redirect } from "react-router";
import { meQuery } from "../features/auth/api/me.ts";
import { isApiError } from "../lib/api.ts";
import { queryClient } from "../lib/query-client.ts";
import { areaAllows } from "./navigation.ts";

/** The sign-in page's address that comes back here afterwards. */
export function signInPath(request: Request): string {
  const url = new URL(request.url);
  const next = url.pathname.replace(/^\/studio/, "") + url.search;
  return next === "/" || next === "" ? "/sign-in" : `/sign-in?next=${encodeURIComponent(next)}`;
}

/**
 * The signed-in pages' loader: who is signed in, or the sign-in page when nobody is (or the session ended). A member
 * who must set up a second factor first (production, owner or staff) goes to the account page.
 */
export async function requireStaffLoader({ request }: LoaderFunctionArgs) {
  let me: StudioMeResponse;
  try {
    me = await queryClient.ensureQueryData(meQuery);
  } catch (error) {
    if (isApiError(error, 401)) throw redirect(signInPath(request));
    throw error;
  }
  if (me.secondFactorNeeded && new URL(request.url).pathname !== "/studio/account")
    throw redirect("/account");
  return me;
}

/** A loader for pages of these roles, whether or not the navigation lists their area; other roles go home. */
export function rolesLoader(roles: readonly StaffRole[]) {
  return async (args: LoaderFunctionArgs) => {
    const me = await requireStaffLoader(args);
    if (!roles.includes(me.staff.role as StaffRole)) throw redirect("/");
    return null;
  };
}

/** An area's loader: its role check before its page loads; a role the area is not for goes to the home page. */
export function areaLoader(path: string) {
  return async (args: LoaderFunctionArgs) => {
    const me = await requireStaffLoader(args);
    if (!areaAllows(path, me.staff.role as StaffRole)) throw redirect("/");
    return null;
  };
}
