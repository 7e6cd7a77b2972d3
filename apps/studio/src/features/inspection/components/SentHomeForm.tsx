import type { StudioInspectionSubject } from "@shop/contracts/studio-inspection";
import { Button } from "@shop/ui/Button";
import { type FormEvent, useState } from "react";
import { useTranslation } from "../../../lib/i18n.ts";
import { useMarkSentHome } from "../api/inspection.ts";

/** The job's subjects by class, as the server sorted them. */
function byClass(
  subjects: readonly StudioInspectionSubject[],
): Array<[string | null, StudioInspectionSubject[]]> {
  const groups = new Map<string | null, StudioInspectionSubject[]>();
  for (const s of subjects) groups.set(s.group, [...(groups.get(s.group) ?? []), s]);
  return [...groups];
}

/**
 * Marks the chosen children's packages as sent home: each family holding the set by its code is then asked on 'Cancel
 * picture packages' to keep or return it. A child no account holds cannot be asked, and says so.
 */
export function SentHomeForm({
  jobUuid,
  subjects,
}: {
  jobUuid: string;
  subjects: readonly StudioInspectionSubject[];
}) {
  const { t } = useTranslation();
  const mark = useMarkSentHome(jobUuid);
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const markable = (s: StudioInspectionSubject) => s.accounts > 0 && !s.marked;
  const toggle = (uuids: string[], on: boolean) => {
    mark.reset();
    setChosen((old) => {
      const next = new Set(old);
      for (const uuid of uuids) {
        if (on) next.add(uuid);
        else next.delete(uuid);
      }
      return next;
    });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (chosen.size === 0) return;
    mark.mutate([...chosen], { onSuccess: () => setChosen(new Set()) });
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-4">
      {byClass(subjects).map(([group, members]) => {
        const open = members.filter(markable).map((s) => s.uuid);
        const groupName = group ?? t("inspection.noClass");
        return (
          <fieldset
            key={group ?? ""}
            className="flex flex-col gap-1 rounded-xl border border-border bg-surface p-4"
          >
            <legend className="px-1 font-semibold">{groupName}</legend>
            {open.length > 1 && (
              <Button
                variant="ghost"
                size="small"
                className="self-start"
                onClick={() => toggle(open, !open.every((uuid) => chosen.has(uuid)))}
              >
                {t("inspection.chooseClass", { group: groupName })}
              </Button>
            )}
            <ul className="grid gap-x-6 sm:grid-cols-2">
              {members.map((s) => (
                <li key={s.uuid}>
                  <label className="flex min-h-11 items-center gap-3">
                    <input
                      type="checkbox"
                      className="size-5 accent-primary"
                      checked={s.marked || chosen.has(s.uuid)}
                      disabled={!markable(s) || mark.isPending}
                      onChange={(e) => toggle([s.uuid], e.target.checked)}
                    />
                    <span>
                      {s.name}
                      <span className="block text-sm text-muted">
                        {s.marked
                          ? t("inspection.alreadySentHome")
                          : s.accounts === 0
                            ? t("inspection.noAccount")
                            : t("inspection.accounts", { count: s.accounts })}
                      </span>
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
        );
      })}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={chosen.size === 0} loading={mark.isPending}>
          {t("inspection.markSentHome", { count: chosen.size })}
        </Button>
        <div aria-live="polite">
          {mark.isSuccess && (
            <p className="text-success">
              {t("inspection.marked", { count: mark.data.marked })}
              {mark.data.withoutAccount.length > 0 &&
                ` ${t("inspection.notMarked", { names: mark.data.withoutAccount.join(", ") })}`}
            </p>
          )}
          {mark.isError && (
            <p role="alert" className="text-danger">
              {mark.error.message}
            </p>
          )}
        </div>
      </div>
    </form>
  );
}
