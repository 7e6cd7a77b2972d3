import { LinkButton } from "@shop/ui/LinkButton";
import type { CodeWarning } from "../lib/add-picture-set-by-code.ts";

/** Under a code field: the code's set is already in the account, with the way to it. */
export function CodeWarningNote({
  warning,
  text,
  link,
}: {
  warning: CodeWarning;
  text: string;
  link: string;
}) {
  return (
    <div role="status" className="flex flex-col gap-3 rounded-lg border border-border bg-bg p-3">
      <p>{text}</p>
      <LinkButton
        to={`/my-account/picture-sets/${warning.pictureSetUuid}`}
        variant="secondary"
        className="self-start"
      >
        {link}
      </LinkButton>
    </div>
  );
}
