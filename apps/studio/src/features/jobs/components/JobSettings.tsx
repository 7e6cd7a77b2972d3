import type { StudioJob } from "@shop/contracts/studio-jobs";
import { Button } from "@shop/ui/Button";
import { TextField } from "@shop/ui/TextField";
import { type FormEvent, useState } from "react";
import { useTranslation } from "../../../lib/i18n.ts";
import { useUpdateJob } from "../api/jobs.ts";

/** A deadline as the date field shows it (the day, in UTC as the server keeps it), and back at the day's end. */
function dayOf(iso: string | null): string {
  return iso === null ? "" : iso.slice(0, 10);
}
function endOfDay(day: string): string | null {
  return day === "" ? null : new Date(`${day}T23:59:59.000Z`).toISOString();
}

/** The job's deadlines and archiving; a change applies to the parents at once, and the page says what changed. */
export function JobSettings({ job }: { job: StudioJob }) {
  const { t } = useTranslation();
  const update = useUpdateJob(job.uuid);
  const [yearbook, setYearbook] = useState(dayOf(job.yearbookPoseDeadline));
  const [corrections, setCorrections] = useState(dayOf(job.nameCorrectionDeadline));
  const [orderBy, setOrderBy] = useState(dayOf(job.orderDeadline));
  const [said, setSaid] = useState<string[]>([]);
  const save = (change: Parameters<typeof update.mutate>[0]) =>
    update.mutate(change, {
      onSuccess: (answer) => setSaid(answer.changed.map((c) => t(`job.changed.${c}`))),
    });
  // Only the deadlines whose day was changed are sent: the others keep their exact time (an import may have set one
  // at noon), and the page says nothing of them.
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const fields = {
      yearbookPoseDeadline: yearbook,
      nameCorrectionDeadline: corrections,
      orderDeadline: orderBy,
    } as const;
    const change: Parameters<typeof update.mutate>[0] = {};
    for (const [name, day] of Object.entries(fields) as Array<[keyof typeof fields, string]>)
      if (day !== dayOf(job[name])) change[name] = endOfDay(day);
    save(change);
  };
  return (
    <section aria-labelledby="settings-heading" className="flex flex-col gap-3">
      <h2 id="settings-heading" className="text-xl font-bold">
        {t("job.deadlines")}
      </h2>
      <form onSubmit={submit} className="flex flex-wrap items-end gap-4">
        <TextField
          label={t("job.yearbookPoseDeadline")}
          type="date"
          value={yearbook}
          onChange={(e) => setYearbook(e.target.value)}
        />
        <TextField
          label={t("job.nameCorrectionDeadline")}
          type="date"
          value={corrections}
          onChange={(e) => setCorrections(e.target.value)}
        />
        <TextField
          label={t("job.orderDeadline")}
          type="date"
          value={orderBy}
          onChange={(e) => setOrderBy(e.target.value)}
        />
        <Button type="submit" loading={update.isPending}>
          {t("job.saveDeadlines")}
        </Button>
      </form>
      <div>
        <Button
          variant="secondary"
          onClick={() => save({ archived: !job.archived })}
          disabled={update.isPending}
        >
          {job.archived ? t("job.unarchive") : t("job.archive")}
        </Button>
      </div>
      <div aria-live="polite">
        {update.isSuccess &&
          (said.length === 0 ? (
            <p className="text-muted">{t("job.nothingChanged")}</p>
          ) : (
            <ul className="list-disc pl-5 text-success">
              {said.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          ))}
        {update.isError && (
          <p role="alert" className="text-danger">
            {update.error.message}
          </p>
        )}
      </div>
    </section>
  );
}
