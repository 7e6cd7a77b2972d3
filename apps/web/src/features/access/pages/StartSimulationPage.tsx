import { Button } from "@shop/ui/Button";
import { Card } from "@shop/ui/Card";
import { ErrorState } from "@shop/ui/ErrorState";
import { LinkButton } from "@shop/ui/LinkButton";
import { LoadingState } from "@shop/ui/LoadingState";
import { useNavigate, useParams } from "react-router";
import { ApiError, errorText } from "../../../lib/api.ts";
import { useTranslation } from "../../../lib/i18n.ts";
import { useSimulationLink, useStartSimulation } from "../api/simulation-link.ts";

/** A link that is unknown, used, expired or cut short: the server does not say which, nor does the page. */
function isGone(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

/**
 * /simulate/:token, support's one-time link (decision 0041): it asks 'Start simulating <e-mail>?' and only its button
 * uses the link. Opening the page, a link preview or a mail scanner's visit leaves the link as it was.
 */
export function StartSimulationPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { token = "" } = useParams();
  const link = useSimulationLink(token);
  const start = useStartSimulation(token);

  const gone = (
    <>
      <h1 className="text-2xl font-bold">{t("header.simulationLinkGone")}</h1>
      <p>{t("header.simulationLinkGoneText")}</p>
      <LinkButton to="/" className="self-start">
        {t("common.goToFrontPage")}
      </LinkButton>
    </>
  );

  const body = () => {
    if (link.isPending) return <LoadingState text={t("header.simulationChecking")} />;
    if (link.isError) {
      if (isGone(link.error)) return gone;
      return <ErrorState message={errorText(link.error, t)} onRetry={() => void link.refetch()} />;
    }
    if (start.isError && isGone(start.error)) return gone;
    return (
      <>
        <h1 className="break-words text-2xl font-bold">
          {t("header.simulationStartTitle", { email: link.data.email })}
        </h1>
        <p>{t("header.simulationStartText", { operator: link.data.operator })}</p>
        {start.isError && (
          <p role="alert" className="text-danger">
            {errorText(start.error, t)}
          </p>
        )}
        <Button
          className="self-start"
          loading={start.isPending}
          onClick={() =>
            start.mutate(undefined, {
              onSuccess: ({ redirect }) => void navigate(redirect, { replace: true }),
            })
          }
        >
          {t("header.simulationStart")}
        </Button>
      </>
    );
  };

  return (
    <div className="mx-auto w-full max-w-md px-3 py-8">
      <Card className="flex flex-col gap-4">{body()}</Card>
    </div>
  );
}
