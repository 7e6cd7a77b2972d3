import type { PictureSetSummary } from "@shop/contracts/picture-sets";
import { EllipsisVertical, Eye, PencilLine } from "lucide-react";
import { DropdownMenu } from "radix-ui";
import { useNavigate } from "react-router";
import { useTranslation } from "../../../lib/i18n.ts";

const itemClass =
  "flex min-h-11 cursor-pointer items-center gap-3 rounded-md px-3 text-base outline-none data-[highlighted]:bg-primary/10";

/**
 * The context menu of an editable set's card (spec 01 §2.6: 'Sets with isEditable have a context menu and "View and
 * edit picture set"'): a menu button named after the subject, opened by click, Enter, Space or the arrow keys.
 */
export function PictureSetCardMenu({ set }: { set: PictureSetSummary }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const detail = `/my-account/picture-sets/${set.uuid}`;
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        aria-label={t("pictureSetEdit.menu", { subject: set.subject.name })}
        className="-my-2 -mr-2 inline-flex size-11 shrink-0 items-center justify-center rounded-lg hover:bg-black/5"
      >
        <EllipsisVertical aria-hidden="true" className="size-5" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={4}
          className="z-40 min-w-56 rounded-lg border border-border bg-surface p-1 text-text shadow-lg"
        >
          <DropdownMenu.Item className={itemClass} onSelect={() => void navigate(`${detail}/edit`)}>
            <PencilLine aria-hidden="true" className="size-5" />
            {t("pictureSetEdit.viewAndEdit")}
          </DropdownMenu.Item>
          <DropdownMenu.Item className={itemClass} onSelect={() => void navigate(detail)}>
            <Eye aria-hidden="true" className="size-5" />
            {t("pictureSetEdit.view")}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
