import { DeliveryType } from "@shop/contracts/delivery";
import { Button } from "@shop/ui/Button";
import { Select } from "@shop/ui/Select";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "../../../lib/i18n.ts";
import { productionErrorText } from "../api/error-text.ts";
import { useJobClasses, useJobsToRun, useStartRun } from "../api/runs.ts";

/**
 * Starts a run: a job (the one the job page linked from, when it did), optionally one delivery kind and one class.
 * The run is made in the background; the list below shows its progress.
 */
export function StartRunForm({ initialJob }: { initialJob: string }) {
  const { t } = useTranslation();
  const id = useId();
  const jobs = useJobsToRun();
  const [jobUuid, setJobUuid] = useState(initialJob);
  const [deliveryType, setDeliveryType] = useState("");
  const [group, setGroup] = useState("");
  const classes = useJobClasses(jobUuid);
  const start = useStartRun();
  const selling = (jobs.data?.jobs ?? []).filter((job) => !job.archived || job.uuid === initialJob);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (jobUuid === "") return;
    start.mutate({
      jobUuid,
      deliveryType: deliveryType === "" ? null : DeliveryType.parse(deliveryType),
      group: group === "" ? null : group,
    });
  };

  return (
    <form
      onSubmit={submit}
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-3 rounded-xl border border-border bg-surface p-4"
    >
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {t("production.start.title")}
      </h2>
      <div className="flex flex-wrap items-end gap-3">
        <div className="flex min-w-56 flex-col gap-1">
          <label htmlFor={`${id}-job`} className="text-sm font-semibold">
            {t("production.start.job")}
          </label>
          <Select
            id={`${id}-job`}
            value={jobUuid}
            disabled={jobs.isPending}
            onChange={(e) => {
              setJobUuid(e.target.value);
              setGroup("");
              start.reset();
            }}
          >
            <option value="">
              {jobs.isError ? t("production.start.jobsFailed") : t("production.start.chooseJob")}
            </option>
            {selling.map((job) => (
              <option key={job.uuid} value={job.uuid}>
                {job.name}
              </option>
            ))}
          </Select>
        </div>
        <div className="flex min-w-44 flex-col gap-1">
          <label htmlFor={`${id}-delivery`} className="text-sm font-semibold">
            {t("production.start.delivery")}
          </label>
          <Select
            id={`${id}-delivery`}
            value={deliveryType}
            onChange={(e) => setDeliveryType(e.target.value)}
          >
            <option value="">{t("production.start.allDeliveries")}</option>
            {DeliveryType.options.map((type) => (
              <option key={type} value={type}>
                {t(`production.delivery.${type}`)}
              </option>
            ))}
          </Select>
        </div>
        <div className="flex min-w-32 flex-col gap-1">
          <label htmlFor={`${id}-class`} className="text-sm font-semibold">
            {t("production.start.class")}
          </label>
          <Select
            id={`${id}-class`}
            value={group}
            disabled={jobUuid === "" || classes.isPending}
            onChange={(e) => setGroup(e.target.value)}
          >
            <option value="">{t("production.start.allClasses")}</option>
            {(classes.data ?? []).map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </Select>
        </div>
        <Button type="submit" disabled={jobUuid === ""} loading={start.isPending}>
          {t("production.start.submit")}
        </Button>
      </div>
      <p className="text-sm text-muted">{t("production.start.hint")}</p>
      <div aria-live="polite">
        {start.isError && <p className="text-danger">{productionErrorText(t, start.error)}</p>}
        {start.isSuccess && (
          <p className="font-semibold">
            {t("production.start.started", { count: start.data.run.ordersTotal })}
          </p>
        )}
      </div>
    </form>
  );
}
