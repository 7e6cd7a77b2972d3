import type { StudioRetouchTask } from "@shop/contracts/studio-retouch";
import { formatTime } from "../../../lib/format.ts";
import { useTranslation } from "../../../lib/i18n.ts";
import { RetouchUpload } from "./RetouchUpload.tsx";

/** One picture's retouch: the picture (the retouched file once there), the order, the child, what was asked, state. */
export function RetouchRow({
  task,
  onUploaded,
}: {
  task: StudioRetouchTask;
  onUploaded: (task: StudioRetouchTask) => void;
}) {
  const { t, language } = useTranslation();
  return (
    <tr className="border-b border-border align-top last:border-b-0">
      <td className="px-3 py-3">
        <img
          src={task.thumbnail}
          alt={t("retouchQueue.pictureAlt", { picture: task.picture.webshopId })}
          className="h-24 w-20 rounded-md bg-bg object-cover"
          loading="lazy"
        />
      </td>
      <th scope="row" className="px-3 py-3 text-left font-normal">
        <span className="block font-semibold">{task.child}</span>
        <span className="block text-muted">
          {task.group === null
            ? task.job.name
            : t("retouchQueue.jobAndClass", { job: task.job.name, group: task.group })}
        </span>
        <span className="block text-muted">
          {t("retouchQueue.orderAndPicture", { reference: task.reference, picture: task.picture.webshopId })}
        </span>
      </th>
      <td className="px-3 py-3">
        <ul className="list-disc pl-4">
          {task.tasks.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
      </td>
      <td className="px-3 py-3">
        <span
          className={
            task.state === "done"
              ? "rounded-full bg-success/10 px-2 py-0.5 font-semibold text-success"
              : "rounded-full bg-primary/10 px-2 py-0.5 font-semibold text-primary"
          }
        >
          {t(`retouchQueue.states.${task.state}`)}
        </span>
        <span className="mt-1 block text-muted">
          {task.retouchedAt === null
            ? t("retouchQueue.ordered", { time: formatTime(language, task.confirmedAt) })
            : t("retouchQueue.retouched", { time: formatTime(language, task.retouchedAt) })}
        </span>
      </td>
      <td className="px-3 py-3">
        <RetouchUpload task={task} onUploaded={onUploaded} />
      </td>
    </tr>
  );
}
