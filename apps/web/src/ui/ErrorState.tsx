import { TriangleAlert } from "lucide-react";
import { useTranslation } from "../lib/i18n.ts";
import { Button } from "./Button.tsx";

export function ErrorState({ message, onRetry }: { message: string; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="flex flex-col items-center gap-3 py-10 text-center">
      <TriangleAlert aria-hidden="true" className="size-8 text-danger" />
      <p className="max-w-prose text-base">{message}</p>
      {onRetry && (
        <Button variant="secondary" onClick={onRetry}>
          {t("common.tryAgain")}
        </Button>
      )}
    </div>
  );
}
