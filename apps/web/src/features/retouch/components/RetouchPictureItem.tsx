import type { RetouchPicture } from "@shop/contracts/retouch";
import { Checkbox } from "@shop/ui/Checkbox";
import { IconButton } from "@shop/ui/IconButton";
import { Info } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "../../../lib/i18n.ts";
import { Price } from "../../../ui/Price.tsx";
import { RetouchServiceDialog } from "./RetouchServiceDialog.tsx";

/** One picture of the cart: its thumbnail, 'Picture id', its retouch tasks as checkboxes with their prices. */
export function RetouchPictureItem({
  picture,
  chosen,
  currency,
  disabled,
  onChange,
}: {
  picture: RetouchPicture;
  chosen: readonly string[];
  currency: string;
  disabled: boolean;
  onChange: (chosen: string[]) => void;
}) {
  const { t } = useTranslation();
  const [info, setInfo] = useState(false);
  const toggle = (uuid: string, on: boolean) =>
    onChange(picture.tasks.map((x) => x.uuid).filter((x) => (x === uuid ? on : chosen.includes(x))));
  return (
    <li className="flex gap-3 py-4 sm:gap-4">
      <img
        src={picture.thumbnail}
        alt=""
        width={80}
        height={100}
        loading="lazy"
        decoding="async"
        className="h-25 w-20 shrink-0 rounded-md bg-border object-cover"
      />
      <div className="flex min-w-0 flex-1 flex-col">
        <div className="flex items-start justify-between gap-2">
          <div className="min-w-0">
            <h2 className="font-semibold">{t("retouch.pictureId", { id: picture.webshopId })}</h2>
            <p className="text-sm text-muted">{picture.subject.name}</p>
          </div>
          <IconButton
            aria-label={t("retouch.info", { id: picture.webshopId })}
            onClick={() => setInfo(true)}
            className="-mt-2 -mr-2 text-primary"
          >
            <Info aria-hidden="true" className="size-5" />
          </IconButton>
        </div>
        {picture.tasks.length === 0 ? (
          <p className="py-2 text-sm text-muted">{t("retouch.noOptions")}</p>
        ) : (
          <fieldset className="mt-1">
            <legend className="sr-only">{t("retouch.tasksOf", { id: picture.webshopId })}</legend>
            {picture.tasks.map((task) => (
              <Checkbox
                key={task.uuid}
                checked={chosen.includes(task.uuid)}
                onCheckedChange={(on) => toggle(task.uuid, on)}
                disabled={disabled}
                label={
                  <span className="flex flex-wrap gap-x-2">
                    <span>{task.name}</span>
                    <span className="text-muted">
                      + <Price amount={task.extraprice} currency={currency} />
                    </span>
                  </span>
                }
              />
            ))}
          </fieldset>
        )}
      </div>
      <RetouchServiceDialog picture={picture} chosen={chosen} open={info} onOpenChange={setInfo} />
    </li>
  );
}
