import { LinkButton } from "@shop/ui/LinkButton";
import { CircleCheck } from "lucide-react";
import { useEffect, useRef } from "react";
import { useTranslation } from "../../../lib/i18n.ts";

/** What a form of the account turns into after it succeeded (spec 01 §4); the text takes the focus to be read out. */
export function SuccessView({ title, text }: { title: string; text?: string }) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div role="status" className="flex flex-col items-start gap-3">
      <CircleCheck aria-hidden="true" className="size-8 text-success" />
      <h2 ref={heading} tabIndex={-1} className="text-xl font-semibold">
        {title}
      </h2>
      {text && <p>{text}</p>}
      <LinkButton to="/my-account" variant="secondary">
        {t("account.backToAccount")}
      </LinkButton>
    </div>
  );
}
