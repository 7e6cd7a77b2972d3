import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { resolvePortalId } from "../../modules/content/portal.ts";
import { findOrderByReference, InvoiceError } from "../../modules/orders/invoices.ts";
import { ProductionError, printOrder } from "../../modules/production/service.ts";
import { CliError, type Command, type ShopContext, withShop } from "../command.ts";

/** Opens the shop with its storage (the tests give theirs). */
export type OpenShopWithStorage = <T>(
  work: (shop: Pick<ShopContext, "db" | "storage">) => Promise<T>,
) => Promise<T>;

const printUsage = `Usage: npm run shop -- order print <order reference or uuid> --out <folder>

Writes the print-ready PDF of every personalised product (card, calendar, photo gift) of a paid or invoiced order
into the folder (made when missing), one file per order line: <reference>-<line>-<template>.pdf, with the trim and
bleed boxes set, the fonts embedded and the pictures at full resolution. The order reference is the 8 characters
after '#' on the receipt. An order that is not paid or invoiced yet is refused; an order without personalised
products writes nothing.`;

/** The order an operator names by its reference (#ab12cd34) or uuid; a CliError when there is none. */
export async function orderNamed(db: Parameters<typeof findOrderByReference>[0], reference: string) {
  let found: Awaited<ReturnType<typeof findOrderByReference>>;
  try {
    found = await findOrderByReference(db, reference);
  } catch (error) {
    if (error instanceof InvoiceError) throw new CliError(error.message);
    throw error;
  }
  if (!found) throw new CliError(`No order ${reference}.`);
  return found;
}

/** The order named and the folder, from `<reference> --out <folder>` in any order. */
export function parsePrintArguments(argv: readonly string[]): { reference: string; out: string } {
  const rest = [...argv];
  const at = rest.indexOf("--out");
  if (at === -1 || rest[at + 1] === undefined || rest[at + 1]?.startsWith("--")) {
    throw new CliError("Give the folder to write to with --out <folder>.", { showUsage: true });
  }
  const out = rest[at + 1] as string;
  rest.splice(at, 2);
  if (rest.length !== 1 || rest[0]?.startsWith("--")) {
    throw new CliError("Give one order reference or uuid.", { showUsage: true });
  }
  return { reference: rest[0] as string, out };
}

export function orderCommands(open: OpenShopWithStorage = withShop): Command[] {
  return [
    {
      name: "order print",
      summary: "Write the print PDFs of an order's personalised products",
      usage: printUsage,
      async run(argv) {
        const { reference, out } = parsePrintArguments(argv);
        await open(async ({ db, storage }) => {
          const found = await orderNamed(db, reference);
          const portalId = await resolvePortalId(db);
          let files: Awaited<ReturnType<typeof printOrder>>;
          try {
            files = await printOrder({ db, storage, portalId }, found.uuid);
          } catch (error) {
            if (error instanceof ProductionError) throw new CliError(error.message);
            throw error;
          }
          if (files.length === 0) {
            console.log(`Order ${reference} has no personalised products: nothing to print.`);
            return;
          }
          await mkdir(out, { recursive: true });
          for (const file of files) {
            const target = path.join(out, file.fileName);
            await writeFile(target, file.pdf);
            console.log(`${target} (${Math.round(file.pdf.byteLength / 1024)} KB)`);
          }
          console.log(`${files.length} print file(s) written.`);
        });
      },
    },
  ];
}
