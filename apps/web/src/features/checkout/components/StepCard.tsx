import { Button } from "@shop/ui/Button";
import { Card } from "@shop/ui/Card";
import { cx } from "@shop/ui/cx";
import { Pencil } from "lucide-react";
import { type ReactNode, useEffect, useRef } from "react";
import { useTranslation } from "../../../lib/i18n.ts";

type Props = {
  number: number;
  title: string;
  /** The spec's step name, for tests and analytics. */
  name: string;
  status: "active" | "done" | "upcoming";
  /** Shown while the step is done; with the edit button that opens the step again. */
  summary?: ReactNode;
  onEdit?: () => void;
  children?: ReactNode;
};

/**
 * One step of the checkout: open while it is the current step, a summary with an edit button once done, and only
 * its title before. The heading takes focus when the step opens, so keyboard and screen-reader users land there.
 */
export function StepCard({ number, title, name, status, summary, onEdit, children }: Props) {
  const { t } = useTranslation();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const wasActive = useRef(status === "active");
  useEffect(() => {
    if (status === "active" && !wasActive.current) headingRef.current?.focus();
    wasActive.current = status === "active";
  }, [status]);
  const headingId = `checkout-step-${name}`;

  return (
    <li aria-current={status === "active" ? "step" : undefined}>
      <Card
        data-step={name}
        className={cx("flex flex-col gap-4", status === "upcoming" && "bg-bg shadow-none")}
      >
        <section aria-labelledby={headingId} className="flex flex-col gap-4">
          <div className="flex items-center justify-between gap-3">
            <h2
              id={headingId}
              ref={headingRef}
              tabIndex={-1}
              className={cx(
                // Room under the sticky header when focus scrolls the heading into view.
                "flex min-w-0 scroll-mt-24 items-center gap-3 text-lg font-bold sm:text-xl",
                status === "upcoming" && "text-muted",
              )}
            >
              <span
                aria-hidden="true"
                className={cx(
                  "flex size-8 shrink-0 items-center justify-center rounded-full text-base",
                  status === "upcoming" ? "border border-border" : "bg-primary text-primary-fg",
                )}
              >
                {number}
              </span>
              <span className="sr-only">{t("checkout.stepNumber", { number })} </span>
              <span className="min-w-0 break-words">{title}</span>
            </h2>
            {status === "done" && onEdit && (
              <Button
                variant="ghost"
                onClick={onEdit}
                aria-label={t("checkout.editStep", { step: title })}
                className="shrink-0"
              >
                <Pencil aria-hidden="true" className="size-4" />
                {t("checkout.edit")}
              </Button>
            )}
          </div>
          {status === "active" && children}
          {status === "done" && summary}
        </section>
      </Card>
    </li>
  );
}
