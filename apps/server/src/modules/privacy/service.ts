import type { Readable } from "node:stream";
import type { ExportedData } from "@shop/contracts/privacy";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { eraseMailsTo, type Mailer } from "../../platform/mail.ts";
import type { Storage } from "../../platform/storage.ts";
import { zipOfStoredFiles } from "../../platform/zip-stream.ts";
import { preferencesForExport } from "../account/preferences.ts";
import { deleteUser, getProfile, isPasswordOf, profileForExport } from "../account/service.ts";
import { shopProfile } from "../content/service.ts";
import { eraseInvitesOf, invitesForExport } from "../invites/service.ts";
import { eraseInvoiceEmails, invoicesForExport } from "../invoices/privacy.ts";
import { hasUnpaidInvoice } from "../orders/invoices.ts";
import { anonymiseOrdersOf, ordersForExport } from "../orders/service.ts";
import { closePaymentsOf } from "../payments/service.ts";
import { pictureSetsForExport } from "../picture-sets/service.ts";
import { deleteUploadFiles, eraseUploadsOf, uploadsForExport } from "../uploads/service.ts";
import { accountDeletedMail } from "./mail.ts";

/**
 * The parent's data (issue 13, decision 0034): everything the shop holds about a user as one zip, and the account's
 * deletion. Each module gives its own part through its service; this module owns no table.
 */

export interface PrivacyDeps {
  db: Db;
  storage: Storage;
  mailer: Mailer;
  config: Pick<Config, "signingSecret">;
  portalId: number;
}

/** What each section of data.json holds, written into the file itself. */
export const exportAbout: Record<string, string> = {
  profile:
    "Your account: e-mail address, name, address, mobile number, language, whether you accept mail from the shop, and when you registered. Your password is stored only as a one-way hash and is not included.",
  preferences:
    "Your choices: language, mail from the shop, reminders per picture set, and picture packages sent home for inspection (keep or return).",
  pictureSets:
    "The picture sets in your account: the child's or group's name, the school or job, the year, the photographer, when you added it, how it came (by its code or an invite) and the yearbook pose you chose.",
  favorites: "The pictures you marked as favorites, by their picture id.",
  orders:
    "Your orders: reference, status, dates, lines, prices, VAT, voucher, delivery and payment. The shop keeps these for the photographer's accounts.",
  invites: "The invites you sent to share picture sets: to whom, which sets and when.",
  invoices:
    "The invoices and credit notes of your orders paid by invoice, as they were sent: number, dates, KID, amounts, lines, the shop and your name and address; the PDFs are in the folder invoices/ of this zip. The shop keeps them for five years, as the accounting law requires.",
  uploads: "The pictures you uploaded yourself; the files are in the folder uploads/ of this zip.",
};

export interface ExportFile {
  /** Its name in the zip. */
  name: string;
  /** Its key in the storage. */
  key: string;
}

/**
 * Everything the shop holds about the user, gathered from each module (decision 0034): data.json's content and the
 * files to put beside it. Nothing of other users (another parent of a shared set), the photographer's internals, or
 * any secret (password hash, session, keys) is read.
 */
export async function gatherExport(
  deps: PrivacyDeps,
  userId: number,
  now: Date = new Date(),
): Promise<{ data: ExportedData; files: ExportFile[] }> {
  const viewer = { userId, portalId: deps.portalId };
  const profile = await profileForExport(deps.db, userId);
  if (!profile) throw new Error("the signed-in user no longer exists");
  const [shop, preferences, sets, orders, uploads, invitesOfUser, invoicesOfUser] = await Promise.all([
    shopProfile(deps.db, deps.portalId),
    preferencesForExport(deps.db, viewer),
    pictureSetsForExport(deps.db, viewer),
    ordersForExport(deps.db, deps.config, deps.portalId, userId, now),
    uploadsForExport(deps.db, deps.portalId, userId),
    invitesForExport(deps.db, userId, now),
    invoicesForExport(deps.db, deps.portalId, userId),
  ]);
  // ── Each module's part of the export is gathered here. ──
  const invites: Record<string, unknown>[] = [
    ...invitesOfUser.sent.map((invite) => ({ direction: "sent", ...invite })),
    ...invitesOfUser.accepted.map((invite) => ({ direction: "received", ...invite })),
  ];
  const files = [
    ...uploads.map((u) => ({ name: `uploads/${u.webshopId}.jpg`, key: u.storageKey })),
    ...invoicesOfUser.files,
  ];
  const { lang, acceptMail, ...rest } = profile;
  return {
    data: {
      exportedAt: now.toISOString(),
      shop: shop.name,
      about: exportAbout,
      profile: { ...rest, lang, acceptMail },
      preferences: { lang, acceptMail, ...preferences },
      pictureSets: sets.pictureSets,
      favorites: sets.favorites,
      orders,
      invoices: invoicesOfUser.invoices,
      invites,
      uploads: uploads.map((u, i) => ({
        pictureId: u.webshopId,
        file: files[i]?.name ?? null,
        width: u.width,
        height: u.height,
        uploadedAt: u.createdAt.toISOString(),
      })),
    },
    files,
  };
}

/**
 * data.json and the files as one zip, streamed: each file is opened when its turn comes and stored as it is (JPEGs do
 * not shrink by compressing again), as the set downloads do. A file missing from the storage is left out.
 */
export async function zipOfExport(
  storage: Storage,
  exported: { data: ExportedData; files: readonly ExportFile[] },
): Promise<Readable> {
  const present = await Promise.all(exported.files.map((f) => storage.exists(f.key)));
  return zipOfStoredFiles(
    storage,
    exported.files.filter((_, i) => present[i]),
    [{ name: "data.json", data: Buffer.from(`${JSON.stringify(exported.data, null, 2)}\n`) }],
  );
}

export type DeleteResult =
  | { kind: "deleted"; cancelledPayments: Array<{ provider: string; providerRef: string | null }> }
  | { kind: "wrong-password" }
  | { kind: "unpaid-invoice" };

/**
 * Deletes the account (decision 0034) once its password is given again. An unpaid invoice stops it: the invoice
 * still needs the buyer. Then, in one transaction: the open payments are cancelled, the orders anonymised, the
 * mails to the address erased and the confirmation mail queued (erased in its turn once sent), the uploads' rows
 * deleted, and the user's row deleted, which takes the sessions, cart, checkouts, picture sets in the account,
 * favorites, yearbook poses, entitlements, preferences and reminders with it. The uploads' files go after the commit.
 */
export async function deleteAccount(
  deps: PrivacyDeps,
  userId: number,
  password: string,
): Promise<DeleteResult> {
  if (!(await isPasswordOf(deps.db, userId, password))) return { kind: "wrong-password" };
  if (await hasUnpaidInvoice(deps.db, userId)) return { kind: "unpaid-invoice" };
  const profile = await getProfile(deps.db, userId);
  if (!profile) return { kind: "wrong-password" };
  const shop = await shopProfile(deps.db, deps.portalId);
  const { fileKeys, cancelled } = await deps.db.transaction(async (tx) => {
    const cancelled = await closePaymentsOf(tx, userId);
    const orderIds = await anonymiseOrdersOf(tx, userId);
    const invoicesKept = await eraseInvoiceEmails(tx, orderIds);
    // ── Each module's erase function runs here, before the user's row goes. ──
    await eraseInvitesOf(tx, userId, profile.email);
    const fileKeys = await eraseUploadsOf(tx, deps.portalId, userId);
    await eraseMailsTo(tx, profile.email);
    await deps.mailer.enqueue(
      accountDeletedMail({
        to: profile.email,
        name: profile.name,
        lang: profile.lang,
        ordersKept: orderIds.length,
        invoicesKept,
        shopName: shop.name,
      }),
      tx,
      { eraseWhenSent: true },
    );
    await deleteUser(tx, userId);
    return { fileKeys, cancelled };
  });
  await deleteUploadFiles(deps.storage, fileKeys);
  return { kind: "deleted", cancelledPayments: cancelled };
}
