import { toTemplateInstance } from "@shop/contracts/template-resources";
import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { useNavigate, useParams } from "react-router";
import { errorText } from "../../../lib/api.ts";
import { useTranslation } from "../../../lib/i18n.ts";
import { useCart } from "../../../lib/queries/cart.ts";
import { pictureSetQuery } from "../../../lib/queries/picture-set.ts";
import { toEditorPicture } from "../../../shared/template-editor/api.ts";
import { Editor } from "../../../shared/template-editor/Editor.tsx";
import { lineTemplateUrls, pictureUrlsOf } from "../../../shared/template-preview/picture-urls.ts";
import { fullTemplateQuery } from "../../../shared/template-preview/template-query.ts";
import { Button } from "../../../ui/Button.tsx";
import { Dialog } from "../../../ui/Dialog.tsx";
import { ErrorState } from "../../../ui/ErrorState.tsx";
import { LoadingState } from "../../../ui/LoadingState.tsx";
import { PackageLineEditor } from "../../packages/pages/PackageLineEditor.tsx";

/**
 * /shopping-cart/edit/:orderLineUuid — a template line of the cart in the editor, with 'Update cart' (spec 02
 * § Shopping cart); a package line (type 200) in the package editor, with 'Update package in cart'. A line that is
 * not in the cart says 'No order line' and goes back to the cart.
 */
export function EditCartLinePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { orderLineUuid = "" } = useParams();
  const cart = useCart();
  const line = cart.data?.orderLines.find((l) => l.uuid === orderLineUuid && l.template !== null);
  const packageLine = cart.data?.orderLines.find((l) => l.uuid === orderLineUuid && l.package !== null);
  const lineTemplate = line?.template ?? null;
  const subjectUuid = line?.subjects[0]?.uuid ?? "";
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

  if (cart.isPending) return <LoadingState text={t("common.loading")} />;
  if (cart.isError)
    return <ErrorState message={errorText(cart.error, t)} onRetry={() => void cart.refetch()} />;
  if (packageLine) return <PackageLineEditor line={packageLine} />;
  if (!line || !lineTemplate) {
    return (
      <Dialog
        open
        onOpenChange={() => navigate("/shopping-cart", { replace: true })}
        role="alertdialog"
        title={t("editor.noOrderLine")}
        footer={
          <Button onClick={() => navigate("/shopping-cart", { replace: true })}>{t("common.ok")}</Button>
        }
      />
    );
  }
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
