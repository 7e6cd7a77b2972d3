import { accessCodeLink, formatAccessCode } from "@shop/domain/access-code";
import { checkEmail, normalizeEmail } from "@shop/domain/validation";
import type { Db } from "../../db/client.ts";
import type { Mailer } from "../../platform/mail.ts";
import { shopProfile } from "../content/service.ts";
import { shopHasGuardians, subjectsOfGuardian } from "../subjects/jobs.ts";
import { type AccessCodeKeys, accessCodesOfSubjects } from "./codes.ts";
import { lostCodeMail } from "./lost-code-mail.ts";

/** Whether 'Lost your code?' can send codes, and the shop's contact for those it cannot help. */
export async function lostCodeInfo(db: Db, portalId: number) {
  const [available, shop] = await Promise.all([shopHasGuardians(db, portalId), shopProfile(db, portalId)]);
  return {
    available,
    contact: { name: shop.name, email: shop.contactEmail || shop.email, phone: shop.phone },
  };
}

/**
 * 'Lost your code?': when the address is a guardian's of subjects of a job that sells, the outbox mails it their
 * codes and links. The caller answers the same whether or not anything was sent (the address is not told apart), and
 * the work either way is a lookup and at most one queued mail, so the answer takes about as long. The address is
 * neither logged nor kept.
 */
export async function requestLostCode(
  deps: { db: Db; mailer: Mailer; keys: AccessCodeKeys; publicUrl: string },
  portalId: number,
  request: { email: string; language: "en" | "nb" },
): Promise<void> {
  if (checkEmail(request.email) !== null) return;
  const email = normalizeEmail(request.email);
  const subjects = await subjectsOfGuardian(deps.db, portalId, email);
  if (subjects.length === 0) return;
  const codes = await accessCodesOfSubjects(
    deps.db,
    deps.keys,
    subjects.map((s) => s.id),
  );
  const withCodes = subjects.flatMap((s) => {
    const code = codes.get(s.id);
    return code === undefined
      ? []
      : [{ name: s.name, code: formatAccessCode(code), link: accessCodeLink(deps.publicUrl, code) }];
  });
  if (withCodes.length === 0) return;
  const shop = await shopProfile(deps.db, portalId);
  // The codes open the pictures: the outbox keeps the mail only until it is sent, as it does a reset link.
  await deps.mailer.enqueue(
    lostCodeMail({ to: email, language: request.language, shopName: shop.name, subjects: withCodes }),
    undefined,
    { eraseWhenSent: true },
  );
}
