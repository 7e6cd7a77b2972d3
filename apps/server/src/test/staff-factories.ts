import { randomBytes } from "node:crypto";
import type { StaffRole } from "@shop/contracts/studio";
import { studioLimits } from "@shop/domain/studio";
import { staffSessions, staffUsers } from "../db/schema/index.ts";
import { hashToken, newToken } from "../modules/account/sessions.ts";
import { studioCookieNameFor } from "../modules/staff/sessions.ts";
import { passwordHash } from "./factories.ts";
import type { TestApp } from "./helpers.ts";

export interface TestStaff {
  id: number;
  uuid: string;
  email: string;
  name: string;
  role: StaffRole;
  password: string;
}

export interface StaffValues {
  role?: StaffRole;
  email?: string;
  name?: string;
  password?: string;
  /** invited: no password yet (the set-up link's member). */
  state?: "invited" | "active";
}

/** A studio member, stored as set-up stores one; active with a password unless `state: "invited"`. */
export async function createStaff(t: Pick<TestApp, "db">, values: StaffValues = {}): Promise<TestStaff> {
  const password = values.password ?? "a long studio password";
  const state = values.state ?? "active";
  const [row] = await t.db
    .insert(staffUsers)
    .values({
      email: values.email ?? `staff-${randomBytes(5).toString("hex")}@example.com`,
      name: values.name ?? "Studio Member",
      role: values.role ?? "staff",
      state,
      passwordHash: state === "active" ? await passwordHash(password) : null,
    })
    .returning();
  if (!row) throw new Error("inserting a staff member returned no row");
  return {
    id: row.id,
    uuid: row.uuid,
    email: row.email,
    name: row.name,
    role: row.role as StaffRole,
    password,
  };
}

/** A signed-in studio session for the member; returns the `cookie` header value. */
export async function studioCookie(
  t: Pick<TestApp, "db" | "config">,
  staffId: number,
  at: Date = new Date(),
): Promise<string> {
  const token = newToken();
  await t.db.insert(staffSessions).values({
    tokenHash: hashToken(token),
    staffId,
    createdAt: at,
    lastSeenAt: at,
    expiresAt: new Date(at.getTime() + studioLimits.sessionAbsoluteMs),
  });
  return `${studioCookieNameFor(t.config.secureCookies)}=${token}`;
}
