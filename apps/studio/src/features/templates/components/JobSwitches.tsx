import type { StudioTemplateDetail } from "@shop/contracts/studio-templates";
import { useTranslation } from "../../../lib/i18n.ts";
import { useSetOfferedInJob } from "../api/templates.ts";
import { OnOffSwitch } from "./OnOffSwitch.tsx";

/** Per job still selling: whether its picture sets' template lists show the template. */
export function JobSwitches({
  templateUuid,
  jobs,
}: {
  templateUuid: string;
  jobs: StudioTemplateDetail["jobs"];
}) {
  const { t } = useTranslation();
  const offer = useSetOfferedInJob(templateUuid);
  return (
    <section aria-labelledby="template-jobs" className="flex flex-col gap-2">
      <h2 id="template-jobs" className="text-xl font-bold">
        {t("templates.jobs")}
      </h2>
      <p className="max-w-prose text-sm text-muted">{t("templates.jobsHelp")}</p>
      {jobs.length === 0 ? (
        <p className="text-muted">{t("templates.noJobs")}</p>
      ) : (
        <ul className="flex flex-col">
          {jobs.map((job) => (
            <li key={job.uuid} className="border-t border-border">
              <OnOffSwitch
                checked={
                  offer.isPending && offer.variables.jobUuid === job.uuid
                    ? offer.variables.offered
                    : job.offered
                }
                onCheckedChange={(offered) => offer.mutate({ jobUuid: job.uuid, offered })}
                label={job.name}
              />
            </li>
          ))}
        </ul>
      )}
      {offer.isError && (
        <p role="alert" className="text-danger">
          {offer.error.message}
        </p>
      )}
    </section>
  );
}
