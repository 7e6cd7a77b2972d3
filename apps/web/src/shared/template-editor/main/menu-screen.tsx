import type { FullTemplate } from "@shop/contracts/templates";
import type { ReactNode } from "react";
import type { BuyLine } from "../components/BuyScreen.tsx";
import { BuyScreen } from "../components/BuyScreen.tsx";
import { PreviewScreen } from "../components/PreviewScreen.tsx";
import { TemplatesScreen } from "../components/TemplatesScreen.tsx";
import { YearScreen } from "../components/YearScreen.tsx";
import type { EditorView } from "./editor-view.ts";

export interface MenuActions {
  currency: string;
  /** Another design of the product, chosen on the templates screen. */
  onTemplate: (next: FullTemplate) => void;
  /** Opens the preview of a part, by its index. */
  onPreview: (index: number) => void;
  buying: boolean;
  onBuy: (lines: BuyLine[]) => void;
}

/** The screens of the editor's menus that are not a field's: the year, the designs, the preview and the quantities. */
export function menuScreen(view: EditorView, actions: MenuActions): ReactNode {
  const { state, dispatch, doc, instance, yearRange } = view;
  const back = () => dispatch({ type: "backToMain" });
  switch (state.menu) {
    case "year":
      return (
        <YearScreen
          year={instance.year ?? yearRange.current}
          range={yearRange}
          onDone={(year) => {
            dispatch({ type: "setYear", year });
            back();
          }}
          onCancel={back}
        />
      );
    case "templates":
      return (
        <TemplatesScreen
          productUuid={state.productUuid}
          subjectUuid={view.props.subjectUuid}
          currentUuid={doc.uuid}
          onChoose={(next, nextInstance) => {
            actions.onTemplate(next);
            dispatch({ type: "changeTemplate", doc: next.document, instance: nextInstance });
          }}
          onBack={back}
        />
      );
    case "preview":
      return (
        <PreviewScreen
          doc={doc}
          instance={instance}
          pictureUrls={view.pictureUrls}
          fontsVersion={view.fontsVersion}
          partName={view.partName}
          onOpen={actions.onPreview}
          onClose={back}
        />
      );
    case "buy":
      return (
        <BuyScreen
          doc={doc}
          instance={instance}
          products={[view.template.product]}
          currency={actions.currency}
          pending={actions.buying}
          onBuy={actions.onBuy}
          onBack={back}
        />
      );
    default:
      return null;
  }
}
