import { EmptyState } from "@shop/ui/EmptyState";
import { ErrorState } from "@shop/ui/ErrorState";
import { ImageOff } from "lucide-react";
import { ApiError, errorText } from "../../../lib/api.ts";
import { useTranslation } from "../../../lib/i18n.ts";

/** A set that is not the user's (or not a set at all) answers 404; a malformed uuid in the address 400. */
export function isMissing(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

/** Why a set could not be shown: 'Picture set not found', or the failure with a way to try again. */
export function PictureSetProblem({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  if (isMissing(error)) {
    return (
      <EmptyState
        icon={ImageOff}
        text={t("pictureSets.notFound")}
        link={{ to: "/my-account/picture-sets", label: t("pictureSets.title") }}
      />
    );
  }
  return <ErrorState message={errorText(error, t)} onRetry={onRetry} />;
}
