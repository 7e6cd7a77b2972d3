import { toTemplateInstance } from "@shop/contracts/template-resources";
import { createProductBackPath } from "@shop/domain/template-lists";
import { EmptyState } from "@shop/ui/EmptyState";
import { ErrorState } from "@shop/ui/ErrorState";
import { LoadingState } from "@shop/ui/LoadingState";
import { useQuery } from "@tanstack/react-query";
import { Images } from "lucide-react";
import { useMemo } from "react";
import { useParams, useSearchParams } from "react-router";
import { errorText } from "../../../lib/api.ts";
import { useTranslation } from "../../../lib/i18n.ts";
import { pictureSetQuery } from "../../../lib/queries/picture-set.ts";
import { templateSummaryQuery } from "../../../lib/queries/template-summary.ts";
import { useShoppedPictureSet } from "../../../lib/shopped-picture-set.ts";
import { fillTemplateQuery, toEditorPicture } from "../../../shared/template-editor/api.ts";
import { Editor } from "../../../shared/template-editor/Editor.tsx";
import { pictureUrlsOf } from "../../../shared/template-editor/picture-urls.ts";
import { fullTemplateQuery } from "../../../shared/template-preview/template-query.ts";

/** What the page's loader starts from this module as the data arrives (see loaders.ts). */
export { preloadFirstPart, preloadFonts } from "../../../shared/template-editor/preload.ts";

/**
 * /templates/create/:templateUuid/:productUuid?type=&category= — the create-product page (spec 02 § Create-product
 * page): the template at its current version, filled for the current picture set, in the editor.
 */
export function CreateProductPage() {
  const { t } = useTranslation();
  const { templateUuid = "" } = useParams();
  const [search] = useSearchParams();
  const { set, resolving } = useShoppedPictureSet();
  const summary = useQuery(templateSummaryQuery(templateUuid));
  const full = useQuery({
    ...fullTemplateQuery(templateUuid, summary.data?.version ?? 1),
    enabled: summary.isSuccess,
  });
  const fill = useQuery({ ...fillTemplateQuery(templateUuid, set?.uuid ?? ""), enabled: set !== null });
  const pictureSet = useQuery({ ...pictureSetQuery(set?.uuid ?? ""), enabled: set !== null });

  const type = summary.data?.type ?? (search.get("type") === "calendars" ? "CALENDAR" : null);
  const backTo = type ? createProductBackPath(type, search.get("category")) : "/products/packages";

  const pictures = useMemo(() => (pictureSet.data?.pictures ?? []).map(toEditorPicture), [pictureSet.data]);
  const pictureUrls = useMemo(() => pictureUrlsOf(pictures), [pictures]);

  if (resolving) return <LoadingState text={t("common.loading")} />;
  if (set === null) {
    return (
      <div className="mx-auto w-full max-w-3xl px-4 py-6">
        <EmptyState
          icon={Images}
          text={t("editor.noPictureSet")}
          link={{ to: "/my-account/picture-sets", label: t("editor.choosePictureSet") }}
        />
      </div>
    );
  }
  const failed = [summary, full, fill, pictureSet].find((q) => q.isError);
  if (failed) {
    return (
      <div className="mx-auto w-full max-w-3xl px-4 py-6">
        <ErrorState
          message={errorText(failed.error, t)}
          onRetry={() => {
            for (const q of [summary, full, fill, pictureSet]) if (q.isError) void q.refetch();
          }}
        />
      </div>
    );
  }
  if (!full.data || !fill.data || !pictureSet.data) return <LoadingState text={t("common.loading")} />;

  const doc = full.data.document;
  const instance = toTemplateInstance(
    doc,
    { uuid: full.data.uuid, version: full.data.version },
    doc.type === "CALENDAR" ? fill.data.year : null,
    fill.data.userResources,
  );
  return (
    <Editor
      key={`${full.data.uuid}-${full.data.version}-${set.uuid}`}
      template={full.data}
      instance={instance}
      pictures={pictures}
      pictureUrls={pictureUrls}
      subjectUuid={set.uuid}
      jobUuid={pictureSet.data.job.uuid}
      mode={{ kind: "create" }}
      backTo={backTo}
      backLabel={t("editor.backToList")}
    />
  );
}
