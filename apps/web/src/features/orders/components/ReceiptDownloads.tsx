import type { OrderDownloads } from "@shop/contracts/orders";
import { buttonClass } from "@shop/ui/button-styles";
import { Download, FolderArchive } from "lucide-react";
import { useTranslation } from "../../../lib/i18n.ts";

/** The bought files (a thumbnail and 'Download') and the bought sets (one zip each), by their signed URLs. */
export function ReceiptDownloads({ downloads }: { downloads: OrderDownloads }) {
  const { t } = useTranslation();
  if (downloads.files.length === 0 && downloads.sets.length === 0) return null;
  return (
    <div className="flex flex-col gap-3">
      {downloads.sets.length > 0 && (
        <ul className="flex flex-col gap-2">
          {downloads.sets.map((set) => {
            const type = t(`receipt.pictureTypes.${set.pictureType}`);
            return (
              <li key={`${set.subjectUuid}:${set.pictureType}`}>
                <a
                  href={set.url}
                  download
                  aria-label={t("receipt.downloadSet", { subject: set.subjectName, type })}
                  className={buttonClass("secondary", "w-full justify-start text-left sm:w-auto")}
                >
                  <FolderArchive aria-hidden="true" className="size-5 shrink-0" />
                  <span className="min-w-0 flex-1 break-words">
                    {set.subjectName} – {type}
                  </span>
                  <span className="rounded bg-primary/10 px-1.5 text-xs uppercase">{t("receipt.zip")}</span>
                </a>
              </li>
            );
          })}
        </ul>
      )}
      {downloads.files.length > 0 && (
        <ul className="grid grid-cols-2 gap-3 min-[480px]:grid-cols-3 sm:grid-cols-4 print:grid-cols-6">
          {downloads.files.map((file) => (
            <li key={file.pictureUuid} className="flex flex-col gap-1.5">
              <img
                src={file.thumbnail}
                alt=""
                width={160}
                height={200}
                loading="lazy"
                decoding="async"
                className="aspect-[4/5] w-full rounded-md bg-border object-cover"
              />
              {/* Kept on one line: an id broken at its hyphens reads as two ids. */}
              <span className="text-xs whitespace-nowrap text-muted">
                {t("receipt.pictureId", { id: file.webshopId })}
              </span>
              <a
                href={file.url}
                download
                aria-label={t("receipt.downloadPicture", { id: file.webshopId })}
                className={buttonClass("secondary", "w-full px-2 print:hidden")}
              >
                <Download aria-hidden="true" className="size-4" />
                {t("receipt.download")}
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
