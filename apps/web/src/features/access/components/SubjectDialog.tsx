import { Dialog } from "@shop/ui/Dialog";
import { LinkButton } from "@shop/ui/LinkButton";
import type { CodeWarning } from "../../../lib/add-picture-set-by-code.ts";
import { codeText } from "../../../lib/api.ts";
import { useTranslation } from "../../../lib/i18n.ts";

type Props = { warning: CodeWarning | null; onClose: () => void };

/** Opened by a code warning, e.g. when the picture set is already in the account. */
export function SubjectDialog({ warning, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={warning !== null}
      onOpenChange={(open) => !open && onClose()}
      title={warning?.subject.name ?? ""}
      description={warning ? codeText(warning.code, null, t) : undefined}
      footer={
        warning && (
          <LinkButton to={`/my-account/picture-sets/${warning.pictureSetUuid}`} onClick={onClose}>
            {t("front.openPictureSet")}
          </LinkButton>
        )
      }
    />
  );
}
