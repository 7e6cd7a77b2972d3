import type { Simulation } from "@shop/contracts/simulations";
import { useNavigate } from "react-router";
import { useTranslation } from "../../lib/i18n.ts";
import { useSignOut } from "../../lib/queries/me.ts";
import { toast } from "../../lib/toast.ts";

/**
 * Support's simulated session (spec 01 §6, decision 0033): on every page, in red, whom support acts as and who they
 * are; 'Stop simulating' signs the browser out (the session ends on the server).
 */
export function SimulationBanner({ email, simulation }: { email: string; simulation: Simulation }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signOut = useSignOut(() => navigate("/"));
  const stop = () => {
    if (signOut.isPending) return;
    signOut.mutate(undefined, { onError: () => toast.error(t("menu.logOutFailed")) });
  };
  return (
    <section
      aria-label={t("header.simulationLabel")}
      className="bg-danger text-white"
      data-testid="simulation-banner"
    >
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-1 px-4 py-1.5">
        <p className="min-w-0 flex-1 basis-56 text-sm font-semibold break-words">
          {t("header.simulating", { email, operator: simulation.operator })}
        </p>
        <button
          type="button"
          onClick={stop}
          disabled={signOut.isPending}
          className="inline-flex min-h-11 shrink-0 items-center rounded-lg border-2 border-white px-3 text-sm font-semibold hover:bg-white/15 focus-visible:outline-white disabled:opacity-60"
        >
          {t("header.stopSimulating")}
        </button>
      </div>
    </section>
  );
}
