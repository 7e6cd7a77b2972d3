import type { OrderLine } from "@shop/contracts/cart";
import { toTemplateInstance } from "@shop/contracts/template-resources";
import { ErrorState } from "@shop/ui/ErrorState";
import { LoadingState } from "@shop/ui/LoadingState";
import { lineTemplateUrls } from "@shop/ui/template-picture-urls";
import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { errorText } from "../../../lib/api.ts";
import { useTranslation } from "../../../lib/i18n.ts";
import { pictureSetQuery } from "../../../lib/queries/picture-set.ts";
import { toEditorPicture } from "../../../shared/template-editor/api.ts";
import { Editor } from "../../../shared/template-editor/Editor.tsx";
import { pictureUrlsOf } from "../../../shared/template-editor/picture-urls.ts";
import { fullTemplateQuery } from "../../../shared/template-preview/template-query.ts";

/** A template line of the cart in the editor, with 'Update cart' (spec 02 § Shopping cart), at its edit page. */
export function TemplateLineEditor({ line }: { line: OrderLine }) {
  const { t } = useTranslation();
  const lineTemplate = line.template;
  const subjectUuid = line.subjects[0]?.uuid ?? "";
  const full = useQuery({
    ...fullTemplateQuery(lineTemplate?.uuid ?? "", lineTemplate?.version ?? 1),
    enabled: lineTemplate !== null,
  });
  const pictureSet = useQuery({ ...pictureSetQuery(subjectUuid), enabled: subjectUuid !== "" });
  const pictures = useMemo(() => (pictureSet.data?.pictures ?? []).map(toEditorPicture), [pictureSet.data]);
  const pictureUrls = useMemo(
    () => pictureUrlsOf(pictures, lineTemplate ? lineTemplateUrls(lineTemplate) : []),
    [lineTemplate, pictures],
  );

  if (!lineTemplate) return <ErrorState message={t("editor.noOrderLine")} />;
  const failed = [full, pictureSet].find((q) => q.isError);
  if (failed) {
    return (
      <ErrorState
        message={errorText(failed.error, t)}
        onRetry={() => {
          for (const q of [full, pictureSet]) if (q.isError) void q.refetch();
        }}
      />
    );
  }
  if (!full.data || (subjectUuid !== "" && !pictureSet.data))
    return <LoadingState text={t("common.loading")} />;
  const doc = full.data.document;
  const instance = toTemplateInstance(
    doc,
    { uuid: lineTemplate.uuid, version: lineTemplate.version },
    lineTemplate.data.year,
    lineTemplate.data.userResources,
  );
  return (
    <Editor
      key={line.uuid}
      template={full.data}
      instance={instance}
      pictures={pictures}
      pictureUrls={pictureUrls}
      subjectUuid={subjectUuid}
      jobUuid={pictureSet.data?.job.uuid ?? ""}
      mode={{ kind: "update", orderLineUuid: line.uuid }}
      backTo="/shopping-cart"
      backLabel={t("cart.title")}
    />
  );
}
