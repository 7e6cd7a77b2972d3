import { Button } from "@shop/ui/Button";
import type { ButtonSize, ButtonVariant } from "@shop/ui/button-styles";
import { Share2 } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "../../lib/i18n.ts";
import { LazyShareDialog } from "./LazyShareDialog.tsx";

/** 'Share pictures': opens the share dialog, with the given set chosen when it is opened from that set's page. */
export function SharePicturesButton({
  pictureSetUuid,
  variant = "secondary",
  size,
  className,
}: {
  pictureSetUuid?: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant={variant} size={size} className={className} onClick={() => setOpen(true)}>
        <Share2 aria-hidden="true" className={size === "small" ? "size-4 shrink-0" : "size-5"} />
        {t("share.sharePictures")}
      </Button>
      <LazyShareDialog
        open={open}
        onOpenChange={setOpen}
        preselected={pictureSetUuid ? [pictureSetUuid] : undefined}
      />
    </>
  );
}
