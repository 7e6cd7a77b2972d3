import type { StudioJob } from "@shop/contracts/studio-jobs";
import { type StudioRetouchState, studioRetouchStates } from "@shop/contracts/studio-retouch";
import { Select } from "@shop/ui/Select";
import { useId } from "react";
import { useTranslation } from "../../../lib/i18n.ts";

/** The queue's filter: one job or all, and waiting, done or all. */
export function RetouchFilters({
  jobs,
  job,
  state,
  onChange,
}: {
  jobs: readonly StudioJob[];
  job: string | null;
  state: StudioRetouchState;
  onChange: (change: { job?: string | null; state?: StudioRetouchState }) => void;
}) {
  const { t } = useTranslation();
  const jobId = useId();
  const stateId = useId();
  return (
    <div className="flex flex-wrap items-end gap-4">
      <div className="flex flex-col gap-1">
        <label htmlFor={jobId} className="text-sm font-semibold">
          {t("retouchQueue.filterJob")}
        </label>
        <Select
          id={jobId}
          value={job ?? ""}
          onChange={(e) => onChange({ job: e.target.value === "" ? null : e.target.value })}
          wrapperClassName="w-80 max-w-full"
        >
          <option value="">{t("retouchQueue.allJobs")}</option>
          {jobs.map((j) => (
            <option key={j.uuid} value={j.uuid}>
              {j.name} ({j.year})
            </option>
          ))}
        </Select>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={stateId} className="text-sm font-semibold">
          {t("retouchQueue.filterState")}
        </label>
        <Select
          id={stateId}
          value={state}
          onChange={(e) => onChange({ state: e.target.value as StudioRetouchState })}
          wrapperClassName="w-44"
        >
          {studioRetouchStates.map((s) => (
            <option key={s} value={s}>
              {t(`retouchQueue.states.${s}`)}
            </option>
          ))}
        </Select>
      </div>
    </div>
  );
}
