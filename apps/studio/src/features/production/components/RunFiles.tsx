import type { ProductionRun } from "@shop/contracts/studio-production";
import { useTranslation } from "../../../lib/i18n.ts";
import { runFileUrl } from "../api/runs.ts";

/** The made files of a done run, each a download streamed from the shop's storage. */
export function RunFiles({ run }: { run: ProductionRun }) {
  const { t } = useTranslation();
  if (run.files.length === 0) return <span className="text-muted">—</span>;
  return (
    <ul className="flex flex-col gap-1">
      {run.files.map((file) => (
        <li key={file.name}>
          <a href={runFileUrl(run.uuid, file.name)} download={file.name} className="text-primary underline">
            {file.kind === "packing-list"
              ? t("production.files.packing-list", { group: file.group ?? t("production.noClass") })
              : t(`production.files.${file.kind}`)}
          </a>
        </li>
      ))}
    </ul>
  );
}
