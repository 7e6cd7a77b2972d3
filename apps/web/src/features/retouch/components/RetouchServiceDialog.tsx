import type { RetouchPicture } from "@shop/contracts/retouch";
import { Button } from "@shop/ui/Button";
import { Dialog } from "@shop/ui/Dialog";
import { useTranslation } from "../../../lib/i18n.ts";

/** 'Retouch service': the retouch tasks set for the picture, or 'No retouch options set' (spec 02 §2). */
export function RetouchServiceDialog({
  picture,
  chosen,
  open,
  onOpenChange,
}: {
  picture: RetouchPicture;
  chosen: readonly string[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const tasks = picture.tasks.filter((task) => chosen.includes(task.uuid));
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t("retouch.serviceTitle")}
      description={t("retouch.pictureId", { id: picture.webshopId })}
      footer={<Button onClick={() => onOpenChange(false)}>{t("common.ok")}</Button>}
    >
      {tasks.length === 0 ? (
        <p>{t("retouch.noOptions")}</p>
      ) : (
        <ul className="list-disc pl-5">
          {tasks.map((task) => (
            <li key={task.uuid}>{task.name}</li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}
