import { LinkButton } from "@shop/ui/LinkButton";
import { Link2Off } from "lucide-react";
import { useSearchParams } from "react-router";
import { useDocumentTitle } from "../../../lib/document-title.ts";
import { useTranslation } from "../../../lib/i18n.ts";

type Reason = "broken" | "expired" | "signIn" | "notYours" | "notFound" | "tryLater" | "busy";

/** What the server's error code (`?code=`) means to a person who opened a link; an unknown code is a broken link. */
const reasons: Readonly<Record<string, Reason>> = {
  invalid_input: "broken",
  bad_request: "broken",
  link_invalid: "broken",
  link_expired: "expired",
  unauthorized: "signIn",
  download_not_allowed: "notYours",
  picture_not_found: "notFound",
  picture_set_not_found: "notFound",
  route_not_found: "notFound",
  rate_limited: "tryLater",
  download_busy: "busy",
  server_error: "tryLater",
};

/**
 * /link-problem?code=…: where the server sends a browser that opened an old address or a download that failed
 * (decision 0045): what happened, in words, and the ways on (downloads are on the receipts of the order history).
 */
export function LinkProblemPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const reason = reasons[search.get("code") ?? ""] ?? "broken";
  const title = reason === "signIn" ? t("linkProblem.signInTitle") : t("linkProblem.title");
  useDocumentTitle(title);
  return (
    <div className="mx-auto flex w-full max-w-xl flex-col items-center gap-4 px-4 py-12 text-center sm:py-16">
      <Link2Off aria-hidden="true" className="size-12 text-primary" />
      <h1 className="text-2xl font-bold">{title}</h1>
      <p>{t(`linkProblem.${reason}`)}</p>
      <p className="text-muted">{t("linkProblem.wayOn")}</p>
      <div className="flex w-full flex-col gap-2 sm:w-auto sm:flex-row sm:flex-wrap sm:justify-center">
        <LinkButton to="/my-account/orders">{t("linkProblem.orders")}</LinkButton>
        <LinkButton to="/my-account/picture-sets" variant="secondary">
          {t("linkProblem.pictureSets")}
        </LinkButton>
        <LinkButton to="/" variant="ghost">
          {t("common.goToFrontPage")}
        </LinkButton>
      </div>
    </div>
  );
}
