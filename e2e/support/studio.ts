import { type APIRequestContext, expect, type Page } from "@playwright/test";
import type { StaffRole } from "@shop/contracts/studio";
import { e2eOperatorToken } from "./operator.ts";
import { uniqueEmail } from "./shop.ts";

/** A studio member of a test: made through the operator's route, so no test leans on the demo's owner. */
export interface StudioMember {
  email: string;
  name: string;
  role: StaffRole;
  password: string;
}

/** A one-time set-up link for a new member of the role (POST /api/operator/studio/staff, as `shop studio owner`). */
export async function studioSetupLink(
  request: APIRequestContext,
  member: { email: string; role: StaffRole; name: string },
): Promise<string> {
  const answer = await request.post("/api/operator/studio/staff", {
    headers: { authorization: `Bearer ${e2eOperatorToken}` },
    data: { email: member.email, role: member.role, name: member.name },
  });
  expect(answer.status(), `studio set-up link: ${await answer.text()}`).toBe(200);
  return ((await answer.json()) as { url: string }).url;
}

/**
 * A new member of the role, signed in in this page: the member's set-up link is opened and a password chosen there,
 * as a new member does, and the studio's home page shows. A journey of Jobs or Support starts here.
 */
export async function signInToStudioAs(
  page: Page,
  role: StaffRole,
  tag: string = role,
): Promise<StudioMember> {
  const member: StudioMember = {
    email: uniqueEmail(`studio-${tag}`),
    name: `${role[0]?.toUpperCase()}${role.slice(1)} ${tag}`,
    role,
    password: `studio ${Math.random().toString(36).slice(2, 10)} lanterns`,
  };
  const url = await studioSetupLink(page.request, member);
  await page.goto(new URL(url).pathname + new URL(url).search);
  await page.getByLabel("New password").fill(member.password);
  await page.getByRole("button", { name: "Save and sign in" }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Welcome, ${member.name}` })).toBeVisible();
  return member;
}

/** Signs a member in on the studio's sign-in page (e-mail and password). */
export async function signInToStudio(
  page: Page,
  member: Pick<StudioMember, "email" | "password">,
): Promise<void> {
  await page.goto("/studio/sign-in");
  await page.getByLabel("E-mail address").fill(member.email);
  await page.getByLabel("Password", { exact: true }).fill(member.password);
  await page.getByRole("button", { name: "Sign in" }).click();
}
