import { ErrorState } from "@shop/ui/ErrorState";
import { LoadingState } from "@shop/ui/LoadingState";
import { formatMoney, formatTime } from "../../../lib/format.ts";
import { useTranslation } from "../../../lib/i18n.ts";
import { useJobPackages } from "../api/packages.ts";

/** The job's package offers and their time-limited prices as parents are offered them; `job packages` sets them. */
export function PackageOffers({ jobUuid }: { jobUuid: string }) {
  const { t, language } = useTranslation();
  const offers = useJobPackages(jobUuid);
  return (
    <section aria-labelledby="packages-heading" className="flex flex-col gap-3">
      <h2 id="packages-heading" className="text-xl font-bold">
        {t("jobPackages.title")}
      </h2>
      {offers.isPending ? (
        <LoadingState text={t("common.loading")} />
      ) : offers.isError ? (
        <ErrorState message={offers.error.message} onRetry={() => void offers.refetch()} />
      ) : offers.data.packages.length === 0 ? (
        <p className="text-muted">{t("jobPackages.none")}</p>
      ) : (
        <div className="overflow-x-auto rounded-xl border border-border bg-surface">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{t("jobPackages.title")}</caption>
            <thead className="border-b border-border text-muted">
              <tr>
                <th scope="col" className="px-3 py-3">
                  {t("jobPackages.name")}
                </th>
                <th scope="col" className="px-3 py-3">
                  {t("jobPackages.price")}
                </th>
                <th scope="col" className="px-3 py-3">
                  {t("jobPackages.timeLimited")}
                </th>
                <th scope="col" className="px-3 py-3">
                  {t("jobPackages.state")}
                </th>
              </tr>
            </thead>
            <tbody>
              {offers.data.packages.map((offer) => {
                const money = (minor: number) => formatMoney(language, minor, offers.data.currency);
                return (
                  <tr key={offer.uuid} className="border-b border-border last:border-b-0">
                    <th scope="row" className="px-3 py-3 font-semibold">
                      {offer.name}
                      {offer.type === "link" && (
                        <span className="font-normal text-muted"> · {t("jobPackages.link")}</span>
                      )}
                    </th>
                    <td className="px-3 py-3">{money(offer.price)}</td>
                    <td className="px-3 py-3">
                      {offer.timeLimitedPrice === null || offer.timeLimitedEnds === null
                        ? "–"
                        : t("jobPackages.until", {
                            price: money(offer.timeLimitedPrice),
                            date: formatTime(language, offer.timeLimitedEnds),
                          })}
                    </td>
                    <td className="px-3 py-3">{offer.disabledReason ?? t("jobPackages.offered")}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
