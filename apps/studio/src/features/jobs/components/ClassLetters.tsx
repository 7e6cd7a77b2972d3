import type { StudioJobResponse } from "@shop/contracts/studio-jobs";
import { buttonClass } from "@shop/ui/button-styles";
import { Select } from "@shop/ui/Select";
import { useId, useState } from "react";
import { useTranslation } from "../../../lib/i18n.ts";

/** The code letters of one class, for a photographer who hands them out class by class. */
export function ClassLetters({
  jobUuid,
  classes,
}: {
  jobUuid: string;
  classes: StudioJobResponse["classes"];
}) {
  const { t } = useTranslation();
  const id = useId();
  // Only classes with a code to print: the server answers 404 for the others.
  const groups = classes.flatMap((c) =>
    c.group !== null && c.subjects.some((s) => s.hasCode) ? [c.group] : [],
  );
  const [group, setGroup] = useState(groups[0] ?? "");
  if (groups.length === 0) return null;
  const chosen = groups.includes(group) ? group : (groups[0] as string);
  return (
    <div className="flex flex-wrap items-end gap-2">
      <div className="flex flex-col gap-1">
        <label htmlFor={id} className="text-sm font-medium">
          {t("job.classLetters")}
        </label>
        <Select id={id} value={chosen} onChange={(e) => setGroup(e.target.value)} wrapperClassName="min-w-32">
          {groups.map((g) => (
            <option key={g} value={g}>
              {g}
            </option>
          ))}
        </Select>
      </div>
      <a
        href={`/api/studio/jobs/${jobUuid}/letters.pdf?class=${encodeURIComponent(chosen)}`}
        download
        className={buttonClass("secondary")}
      >
        {t("job.classLettersDownload", { group: chosen })}
      </a>
    </div>
  );
}
