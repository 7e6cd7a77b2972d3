import { checkNewPassword, type PasswordRefusal } from "@shop/domain/password-rules";
import type { Db } from "../../db/client.ts";
import { shopProfile } from "../content/service.ts";
import { passwordEstimator } from "./password-strength.ts";

/**
 * The first of the shop's rules (packages/domain password-rules) that a new password of the account with this e-mail
 * address breaks, or null: registration, reset and change ask it after the spec's lengths.
 */
export async function newPasswordProblem(
  db: Db,
  portalId: number,
  password: string,
  email: string,
): Promise<PasswordRefusal | null> {
  const [shop, estimate] = await Promise.all([shopProfile(db, portalId), passwordEstimator()]);
  return checkNewPassword(password, { email, shopName: shop.name }, estimate);
}
