import type { StudioJobCorrection } from "@shop/contracts/studio-job-corrections";
import { formatTime } from "../../../lib/format.ts";
import { useTranslation } from "../../../lib/i18n.ts";
import { CorrectionReview } from "./CorrectionReview.tsx";

/** One correction: the photographer's name, what it replaced and became, who and when, and its review. */
export function CorrectionRow({
  jobUuid,
  correction: c,
}: {
  jobUuid: string;
  correction: StudioJobCorrection;
}) {
  const { t, language } = useTranslation();
  const named = (name: string, group: string | null) =>
    group === null ? name : t("jobCorrections.inClass", { name, group });
  const who =
    c.by === "studio"
      ? t("jobCorrections.byStudio")
      : c.by === "deleted"
        ? t("jobCorrections.byDeleted")
        : (c.parentEmail ?? t("jobCorrections.byParent"));
  return (
    <tr className="border-b border-border align-top last:border-b-0">
      <th scope="row" className="px-3 py-3 font-semibold">
        {named(c.originalName, c.originalGroup)}
      </th>
      <td className="px-3 py-3">
        <span>{named(c.previousName, c.previousGroup)}</span>
        <span aria-hidden="true"> → </span>
        <span className="sr-only"> {t("jobCorrections.became")} </span>
        <span className="font-semibold">{named(c.name, c.group)}</span>
      </td>
      <td className="px-3 py-3 break-words">{who}</td>
      <td className="px-3 py-3 whitespace-nowrap">{formatTime(language, c.correctedAt)}</td>
      <td className="px-3 py-3">
        <CorrectionReview jobUuid={jobUuid} correction={c} />
      </td>
    </tr>
  );
}
