import { Button } from "@shop/ui/Button";
import { TextField } from "@shop/ui/TextField";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "../../../lib/i18n.ts";
import { useInspectionDeadline } from "../api/inspection.ts";

/** The deadline as the date field shows it (the day, in UTC as the job's other deadlines), and back at the day's end. */
function dayOf(iso: string | null): string {
  return iso === null ? "" : iso.slice(0, 10);
}
function endOfDay(day: string): string | null {
  return day === "" ? null : new Date(`${day}T23:59:59.000Z`).toISOString();
}

/** By when the families send back what they return: a setting of the job. */
export function InspectionDeadline({ jobUuid, deadline }: { jobUuid: string; deadline: string | null }) {
  const { t } = useTranslation();
  const save = useInspectionDeadline(jobUuid);
  const [day, setDay] = useState(dayOf(deadline));
  const hintId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(endOfDay(day));
  };
  return (
    <form onSubmit={submit} className="flex flex-wrap items-end gap-3">
      <TextField
        label={t("inspection.deadline")}
        type="date"
        aria-describedby={hintId}
        value={day}
        onChange={(e) => {
          save.reset();
          setDay(e.target.value);
        }}
      />
      <Button type="submit" variant="secondary" loading={save.isPending}>
        {t("inspection.saveDeadline")}
      </Button>
      <p id={hintId} className="w-full text-sm text-muted">
        {t("inspection.deadlineHint")}
      </p>
      <div aria-live="polite" className="w-full">
        {save.isSuccess && <p className="text-success">{t("inspection.deadlineSaved")}</p>}
        {save.isError && (
          <p role="alert" className="text-danger">
            {save.error.message}
          </p>
        )}
      </div>
    </form>
  );
}
