import type { InvoiceSettings } from "@shop/contracts/studio-invoices";
import { compactNumber } from "@shop/domain/norwegian-numbers";
import { eq, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { invoiceSettings } from "../../db/schema/invoices.ts";
import { recordStudioChange, type StudioActor } from "../staff/service.ts";

/** What a shop that never filled in its invoice settings invoices with (the table's defaults). */
export const defaultInvoiceSettings: InvoiceSettings = {
  organisationNumber: "",
  address: "",
  accountNumber: "",
  dueDays: 14,
  kidMethod: "mod10",
  reminderFee: 0,
};

/** The shop's invoice settings (issue 33), the defaults while there is no row. */
export async function invoiceSettingsOf(db: Db | Tx, portalId: number): Promise<InvoiceSettings> {
  const [row] = await db
    .select()
    .from(invoiceSettings)
    .where(eq(invoiceSettings.portalId, portalId))
    .limit(1);
  if (!row) return defaultInvoiceSettings;
  return {
    organisationNumber: row.organisationNumber,
    address: row.address,
    accountNumber: row.accountNumber,
    dueDays: row.dueDays,
    kidMethod: row.kidMethod === "mod11" ? "mod11" : "mod10",
    reminderFee: row.reminderFee,
  };
}

/**
 * Saves the settings the owner gave (checked by the contract), the numbers kept as digits alone, and records the
 * change with the fields it changed. The number series is not the settings' to change.
 */
export async function saveInvoiceSettings(
  db: Db,
  portalId: number,
  value: InvoiceSettings,
  staff: StudioActor,
  now: Date,
): Promise<InvoiceSettings> {
  const stored = {
    ...value,
    organisationNumber: compactNumber(value.organisationNumber),
    accountNumber: compactNumber(value.accountNumber),
    address: value.address
      .split("\n")
      .map((line) => line.trim())
      .filter((line) => line !== "")
      .join("\n"),
  };
  return db.transaction(async (tx) => {
    const before = await invoiceSettingsOf(tx, portalId);
    await tx
      .insert(invoiceSettings)
      .values({ portalId, ...stored, updatedAt: now })
      .onConflictDoUpdate({ target: invoiceSettings.portalId, set: { ...stored, updatedAt: now } });
    const changed = (Object.keys(stored) as Array<keyof InvoiceSettings>).filter(
      (k) => before[k] !== stored[k],
    );
    await recordStudioChange(tx, {
      staff,
      action: "invoice-settings.update",
      objectType: "invoice-settings",
      objectId: null,
      detail: { fields: changed.join(", ") },
    });
    return stored;
  });
}

/**
 * The next number of the shop's one series of invoices and credit notes: the row is made if missing, then one
 * `update … returning` takes the number, so two transactions at once wait for each other and never take the same.
 */
export async function takeInvoiceNumber(tx: Db | Tx, portalId: number): Promise<number> {
  await tx.insert(invoiceSettings).values({ portalId }).onConflictDoNothing();
  const [row] = await tx
    .update(invoiceSettings)
    .set({ nextNumber: sql`${invoiceSettings.nextNumber} + 1` })
    .where(eq(invoiceSettings.portalId, portalId))
    .returning({ taken: sql<number>`${invoiceSettings.nextNumber} - 1` });
  if (!row) throw new Error(`the invoice number series of shop ${portalId} is missing`);
  return Number(row.taken);
}
