import type { StudioRetouchTask } from "@shop/contracts/studio-retouch";
import { useTranslation } from "../../../lib/i18n.ts";
import { RetouchRow } from "./RetouchRow.tsx";

const heads = ["picture", "child", "tasks", "state", "file"] as const;

export function RetouchTable({
  tasks,
  onUploaded,
}: {
  tasks: readonly StudioRetouchTask[];
  onUploaded: (task: StudioRetouchTask) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="w-full overflow-x-auto rounded-xl border border-border bg-surface">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t("retouchQueue.title")}</caption>
        <thead className="border-b border-border text-muted">
          <tr>
            {heads.map((head) => (
              <th key={head} scope="col" className="px-3 py-3">
                {t(`retouchQueue.columns.${head}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {tasks.map((task) => (
            <RetouchRow key={task.uuid} task={task} onUploaded={onUploaded} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
