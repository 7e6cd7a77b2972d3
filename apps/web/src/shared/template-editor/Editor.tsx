import { useState } from "react";
import { useNavigate } from "react-router";
import { useTranslation } from "../../lib/i18n.ts";
import type { EditorProps } from "./editor-props.ts";
import { EditorDialogs } from "./main/EditorDialogs.tsx";
import { EditorHeader } from "./main/EditorHeader.tsx";
import { fieldScreen } from "./main/field-screen.tsx";
import { firstPriceOf } from "./main/first-price.ts";
import { MainView } from "./main/MainView.tsx";
import { menuScreen } from "./main/menu-screen.tsx";
import { useAfterDelay } from "./main/use-after-delay.ts";
import { useCartFlow } from "./main/use-cart-flow.ts";
import { useEditorView } from "./main/use-editor-view.ts";
import { fullScreenMenus, useMenuFocus } from "./main/use-menu-focus.ts";
import { useEditorSettings } from "./use-editor-settings.ts";

// A print's crop screen comes with the editor's code (decision 0067), so the pages that share the editor's parts load
// them as they did.
export { PrintCropScreen } from "./print/PrintCropScreen.tsx";

/**
 * The template editor (spec 02 § Template editor): internal menus over one state (state/editor-state.ts), the
 * current part drawn by the shop's renderer (main/MainView.tsx), the menus' screens, and the way to the cart
 * (main/use-cart-flow.ts).
 */
export function Editor(props: EditorProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { currency, options, updateLabel } = useEditorSettings();
  const { view, setTemplate, design, namesTexts } = useEditorView(props, options);
  const { state, dispatch, template } = view;
  const [confirmCancel, setConfirmCancel] = useState(false);
  const [previewAt, setPreviewAt] = useState<number | null>(null);
  const afterDelay = useAfterDelay();
  const { screenRef, headingRef } = useMenuFocus(state.menu);
  const flow = useCartFlow(props, { template, instance: state.instance, design }, dispatch, options);
  const { mode } = props;
  const leave = () => (mode.kind === "packageItem" ? mode.onLeave() : navigate(props.backTo));
  const onCancel = () => (state.dirty ? setConfirmCancel(true) : leave());
  const screen =
    fieldScreen(view, t, afterDelay, namesTexts) ||
    menuScreen(view, {
      currency,
      onTemplate: setTemplate,
      onPreview: setPreviewAt,
      buying: flow.adding,
      onBuy: flow.onBuy,
    });
  if (fullScreenMenus.has(state.menu) && screen) return screen;

  return (
    // Buttons keep clear of the bar at the bottom when the focus scrolls them into view.
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-4 px-4 py-4 sm:py-6 [&_button]:scroll-mb-36 sm:[&_button]:scroll-mb-20">
      <EditorHeader
        name={template.name}
        backLabel={props.backLabel}
        onBack={onCancel}
        price={mode.kind === "packageItem" ? null : firstPriceOf(template.product)}
        currency={currency}
        headingRef={headingRef}
      />
      {state.menu !== "main" && screen ? (
        <section
          ref={screenRef}
          tabIndex={-1}
          aria-label={t(`editor.menus.${state.menu}`)}
          className="outline-none"
        >
          {screen}
        </section>
      ) : (
        <MainView
          view={view}
          updateLabel={updateLabel}
          pending={flow.updating}
          onCancel={onCancel}
          onAction={flow.onAddToCart}
        />
      )}
      <EditorDialogs
        view={view}
        flow={flow}
        confirmCancel={confirmCancel}
        onConfirmCancel={setConfirmCancel}
        previewAt={previewAt}
        onPreviewAt={setPreviewAt}
        leave={leave}
      />
    </div>
  );
}
