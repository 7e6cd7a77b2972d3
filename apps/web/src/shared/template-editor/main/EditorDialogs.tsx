import { RetouchLeavingDialog } from "../../../ui/RetouchLeavingDialog.tsx";
import { DearCustomerDialog } from "../components/DearCustomerDialog.tsx";
import { PreviewDialog } from "../components/PreviewScreen.tsx";
import { CancelDialog } from "./CancelDialog.tsx";
import type { EditorView } from "./editor-view.ts";
import type { useCartFlow } from "./use-cart-flow.ts";

/** The editor's dialogs: leaving with changes, the retouch an update takes out, 'Dear customer' and a part's preview. */
export function EditorDialogs({
  view,
  flow,
  confirmCancel,
  onConfirmCancel,
  previewAt,
  onPreviewAt,
  leave,
}: {
  view: EditorView;
  flow: ReturnType<typeof useCartFlow>;
  confirmCancel: boolean;
  onConfirmCancel: (open: boolean) => void;
  previewAt: number | null;
  onPreviewAt: (index: number | null) => void;
  leave: () => void;
}) {
  const { dispatch, doc, instance, pictureUrls, fontsVersion, partName } = view;
  return (
    <>
      <CancelDialog
        open={confirmCancel}
        onOpenChange={onConfirmCancel}
        onLeave={() => {
          onConfirmCancel(false);
          dispatch({ type: "restoreSaved" });
          leave();
        }}
      />
      <RetouchLeavingDialog {...flow.retouch} />
      <DearCustomerDialog
        open={flow.dearCustomer}
        onClose={() => flow.setDearCustomer(false)}
        onAdd={() => dispatch({ type: "openMenu", menu: "buy" })}
      />
      <PreviewDialog
        doc={doc}
        instance={instance}
        pictureUrls={pictureUrls}
        fontsVersion={fontsVersion}
        index={previewAt}
        partName={partName}
        onIndex={onPreviewAt}
      />
    </>
  );
}
