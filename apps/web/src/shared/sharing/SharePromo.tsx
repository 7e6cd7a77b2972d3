import { Users } from "lucide-react";
import { useTranslation } from "../../lib/i18n.ts";
import { SharePicturesButton } from "./SharePicturesButton.tsx";

/** The promo box of spec 03 §2.7 on the picture-set list: 'Share pictures' opens the share dialog. */
export function SharePromo() {
  const { t } = useTranslation();
  return (
    <aside
      aria-label={t("share.sharePictures")}
      className="mb-4 flex flex-col gap-3 rounded-xl border border-primary/30 bg-primary/5 p-4 sm:flex-row sm:items-center"
    >
      <Users aria-hidden="true" className="size-8 shrink-0 text-primary" />
      <div className="flex-1">
        <h2 className="font-bold">{t("share.promoTitle")}</h2>
        <p className="text-sm">{t("share.promoText")}</p>
      </div>
      <SharePicturesButton variant="primary" className="self-start sm:self-center" />
    </aside>
  );
}
