import { LinkButton } from "@shop/ui/LinkButton";
import { StickyFooter } from "@shop/ui/StickyFooter";
import { useTranslation } from "../../../lib/i18n.ts";

type Props = {
  to: string;
  label: "next" | "skip" | "offers";
  /** Shown at the start of the footer, e.g. '12 pictures'. */
  summary?: string;
};

const labelKeys = {
  next: "newPictureSet.next",
  skip: "newPictureSet.skip",
  offers: "newPictureSet.offers",
} as const;

/** The footer of the new-picture-set steps, with the button the domain rules chose. */
export function NextStepFooter({ to, label, summary }: Props) {
  const { t } = useTranslation();
  return (
    <StickyFooter summary={summary}>
      <LinkButton to={to}>{t(labelKeys[label])}</LinkButton>
    </StickyFooter>
  );
}
