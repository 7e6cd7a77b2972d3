import type { Order } from "@shop/contracts/orders";
import { type ReceiptNote as Note, receiptNotes } from "@shop/domain/receipt";
import { Card } from "@shop/ui/Card";
import { BookOpen, Download, FileText, type LucideIcon, Sparkles, Truck } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "../../../lib/i18n.ts";
import { ReceiptDelivery } from "./ReceiptDelivery.tsx";
import { ReceiptDownloads } from "./ReceiptDownloads.tsx";
import { ReceiptNote } from "./ReceiptNote.tsx";

/** The receipt's notes, the ones the confirmation mail carries too (the rules are in packages/domain). */
export function ReceiptNotes({ order }: { order: Order }) {
  const { t } = useTranslation();
  const content = (note: Note): { icon: LucideIcon; body: ReactNode } => {
    switch (note.kind) {
      case "invoice":
        return { icon: FileText, body: <p>{t("receipt.invoiceNote")}</p> };
      case "invoicePaid":
        return { icon: FileText, body: <p>{t("receipt.invoicePaidNote")}</p> };
      case "delivery":
        return {
          icon: Truck,
          body: (
            <>
              <h3 className="font-semibold">{t("receipt.deliveryTitle")}</h3>
              <ReceiptDelivery delivery={order.delivery} />
            </>
          ),
        };
      case "retouch":
        return { icon: Sparkles, body: <p>{t("receipt.retouchNote")}</p> };
      case "catalogue":
        return { icon: BookOpen, body: <p>{t("receipt.catalogueNote", { days: note.days })}</p> };
      case "digital":
        return {
          icon: Download,
          body: (
            <>
              <h3 className="font-semibold">{t("receipt.downloadsTitle")}</h3>
              <p>{t("receipt.digitalNote")}</p>
              <div className="mt-2">
                <ReceiptDownloads downloads={order.downloads} />
              </div>
            </>
          ),
        };
      case "digitalAfterInvoice":
        return {
          icon: Download,
          body: (
            <>
              <h3 className="font-semibold">{t("receipt.downloadsTitle")}</h3>
              <p>{t("receipt.digitalAfterInvoiceNote")}</p>
            </>
          ),
        };
    }
  };
  return (
    <Card className="flex flex-col divide-y divide-border py-1 sm:py-2 print:shadow-none">
      {receiptNotes(order).map((note) => {
        const { icon, body } = content(note);
        return (
          <ReceiptNote key={note.kind} icon={icon}>
            {body}
          </ReceiptNote>
        );
      })}
    </Card>
  );
}
