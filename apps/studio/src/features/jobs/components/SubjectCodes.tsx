import type { StudioJobResponse } from "@shop/contracts/studio-jobs";
import { formatAccessCode } from "@shop/domain/access-code";
import { Button } from "@shop/ui/Button";
import { TextField } from "@shop/ui/TextField";
import { useState } from "react";
import { useTranslation } from "../../../lib/i18n.ts";
import { useRevealCode } from "../api/jobs.ts";

/** The job's subjects by class, found by name or class; a code is fetched (and recorded) only when asked for. */
export function SubjectCodes({
  jobUuid,
  classes,
}: {
  jobUuid: string;
  classes: StudioJobResponse["classes"];
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState("");
  const [shown, setShown] = useState<Record<string, string>>({});
  const reveal = useRevealCode(jobUuid);
  const needle = search.trim().toLocaleLowerCase();
  const matching = classes
    .map((group) => ({
      ...group,
      subjects: group.subjects.filter(
        (s) =>
          needle === "" ||
          s.name.toLocaleLowerCase().includes(needle) ||
          (group.group ?? "").toLocaleLowerCase().includes(needle),
      ),
    }))
    .filter((group) => group.subjects.length > 0);
  return (
    <section aria-labelledby="subjects-heading" className="flex flex-col gap-3">
      <h2 id="subjects-heading" className="text-xl font-bold">
        {t("job.subjects")}
      </h2>
      <TextField
        label={t("job.search")}
        type="search"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        className="max-w-sm"
      />
      {matching.length === 0 && <p className="text-muted">{t("job.noMatch")}</p>}
      {matching.map((group) => (
        <div key={group.group ?? ""} className="rounded-xl border border-border bg-surface">
          <h3 className="border-b border-border px-3 py-2 font-semibold">
            {group.group ?? t("job.noClass")}
          </h3>
          <ul>
            {group.subjects.map((subject) => (
              <li
                key={subject.uuid}
                className="flex min-h-11 items-center justify-between gap-3 border-b border-border px-3 py-1 last:border-b-0"
              >
                <span>{subject.name}</span>
                {shown[subject.uuid] ? (
                  <span>
                    <span className="sr-only">{t("job.codeOf", { name: subject.name })} </span>
                    <code className="font-mono text-base tracking-wider">
                      {formatAccessCode(shown[subject.uuid] ?? "")}
                    </code>
                  </span>
                ) : subject.hasCode ? (
                  <Button
                    variant="secondary"
                    size="small"
                    loading={reveal.isPending && reveal.variables === subject.uuid}
                    aria-label={t("job.showCodeOf", { name: subject.name })}
                    onClick={() =>
                      reveal.mutate(subject.uuid, {
                        onSuccess: ({ code }) =>
                          setShown((current) => ({ ...current, [subject.uuid]: code })),
                      })
                    }
                  >
                    {t("job.showCode")}
                  </Button>
                ) : (
                  <span className="text-muted">{t("job.noCode")}</span>
                )}
              </li>
            ))}
          </ul>
        </div>
      ))}
      {reveal.isError && (
        <p role="alert" className="text-danger">
          {reveal.error.message}
        </p>
      )}
    </section>
  );
}
