import type { Picture } from "@shop/contracts/picture-sets";
import type { LucideIcon } from "lucide-react";
import { GraduationCap, Sparkles } from "lucide-react";
import { useTranslation } from "../../../lib/i18n.ts";

function Badge({ icon: Icon, label }: { icon: LucideIcon; label: string }) {
  return (
    <span
      title={label}
      className="inline-flex items-center gap-1 rounded-full bg-white/90 px-2 py-1 text-xs font-semibold text-text shadow"
    >
      <Icon aria-hidden="true" className="size-4" />
      <span className="sr-only sm:not-sr-only">{label}</span>
    </span>
  );
}

/** The yearbook pose and retouched marks of a picture. */
export function PictureBadges({ picture }: { picture: Picture }) {
  const { t } = useTranslation();
  const retouched = picture.keywords.includes("retouched");
  if (!picture.isYearbookPose && !retouched) return null;
  return (
    <div className="pointer-events-none absolute top-1.5 left-1.5 flex flex-col items-start gap-1">
      {picture.isYearbookPose && <Badge icon={GraduationCap} label={t("pictureSets.yearbookPose")} />}
      {retouched && <Badge icon={Sparkles} label={t("pictureSets.retouched")} />}
    </div>
  );
}
