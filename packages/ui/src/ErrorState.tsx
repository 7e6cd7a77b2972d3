import { TriangleAlert } from "lucide-react";
import { Button } from "./Button.tsx";
import { useUiText } from "./ui-texts.ts";

export function ErrorState({ message, onRetry }: { message: string; onRetry?: () => void }) {
  const t = useUiText();
  return (
    <div role="alert" className="flex flex-col items-center gap-3 py-10 text-center">
      <TriangleAlert aria-hidden="true" className="size-8 text-danger" />
      <p className="max-w-prose text-base">{message}</p>
      {onRetry && (
        <Button variant="secondary" onClick={onRetry}>
          {t("tryAgain")}
        </Button>
      )}
    </div>
  );
}
