import type { OrderLine } from "@shop/contracts/cart";
import { toUserResources } from "@shop/contracts/template-resources";
import type { FullTemplate, UserResources } from "@shop/contracts/templates";
import { textIn } from "@shop/domain/localised-text";
import { unitPriceWith } from "@shop/domain/pricing";
import type { FontFamily } from "@shop/domain/template-text";
import { canChangeYear } from "@shop/domain/template-year";
import { monthName, monthOfPage } from "@shop/render/calendar";
import { isTemplateComplete } from "@shop/render/picture-rules";
import { namesThePeople, type TemplateDocument, type TemplateInstance } from "@shop/render/template";
import { CalendarDays, Check, ChevronLeft, Circle, Eye, Images, LayoutTemplate, Type } from "lucide-react";
import { type ReactNode, useEffect, useMemo, useReducer, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { pathAfterAddToCart } from "../../lib/after-add-to-cart.ts";
import { errorText } from "../../lib/api.ts";
import { useTranslation } from "../../lib/i18n.ts";
import { useSettings } from "../../lib/queries/settings.ts";
import { currentCart, placedPictures, retouchLeaving } from "../../lib/retouch-leaving.ts";
import { toast } from "../../lib/toast.ts";
import { Button } from "../../ui/Button.tsx";
import { cx } from "../../ui/cx.ts";
import { Dialog } from "../../ui/Dialog.tsx";
import { Price } from "../../ui/Price.tsx";
import { RetouchLeavingDialog } from "../../ui/RetouchLeavingDialog.tsx";
import { editableTextsOf, familiesOf, imageFieldsOf } from "../template-preview/fields.ts";
import { loadFonts } from "../template-preview/fonts.ts";
import { type FieldTarget, PartPreview } from "../template-preview/PartPreview.tsx";
import { laysOnBackgrounds } from "../template-preview/picture-urls.ts";
import type { EditorPicture } from "../template-preview/types.ts";
import { fillUserStrings, useAddTemplateProduct, useUpdateTemplateLine } from "./api.ts";
import { type BuyLine, BuyScreen } from "./components/BuyScreen.tsx";
import { DearCustomerDialog, firstWarningThisSession } from "./components/DearCustomerDialog.tsx";
import { MainTool } from "./components/MainTool.tsx";
import { PreviewDialog, PreviewScreen } from "./components/PreviewScreen.tsx";
import { SelectFieldScreen } from "./components/SelectFieldScreen.tsx";
import { TemplatesScreen } from "./components/TemplatesScreen.tsx";
import { YearScreen } from "./components/YearScreen.tsx";
import { useWithJobBackgrounds } from "./image/api/green-screen-backgrounds.ts";
import { useEditorPictures } from "./image/api/recent-images.ts";
import { ImageScreen } from "./image/ImageScreen.tsx";
import { editorReducer, initEditor, isPartDone } from "./state/editor-state.ts";
import { TextScreen } from "./text/TextScreen.tsx";

/** Screens that fill the page with their own header (Cancel, title, Done) instead of sitting under the editor's. */
const fullScreenMenus: ReadonlySet<string> = new Set(["image", "text"]);
/** What the item's editor answers to its package: the template (maybe another of the product) and the design. */
export interface PackageItemUpdate {
  template: FullTemplate;
  year: number | null;
  userResources: UserResources;
  instance: TemplateInstance;
}

export type EditorMode =
  | { kind: "create" }
  | { kind: "update"; orderLineUuid: string }
  /**
   * An item of a package (spec 02 § Packages): 'Back to package', 'Update package'; Done answers the changed design
   * to the package instead of calling the cart, and leaving goes back to the package overview.
   */
  | {
      kind: "packageItem";
      canChangeTemplate: boolean;
      /** The package's subject-change mode: mode 4 asks replace-all for the whole package, on its overview. */
      subjectChangeMode: number;
      onUpdate: (update: PackageItemUpdate) => void;
      onLeave: () => void;
    };

export type EditorProps = {
  template: FullTemplate;
  instance: TemplateInstance;
  pictures: readonly EditorPicture[];
  /** Picture uuid → 640-pixel preview (the set's, and a cart line's own). */
  pictureUrls: ReadonlyMap<string, string>;
  subjectUuid: string;
  jobUuid: string;
  mode: EditorMode;
  /** Where Back, Cancel and a finished update go. */
  backTo: string;
  backLabel: string;
};

const warningKey = "shop.addToCartWarningShown";
const leaveDelayMs = 300;

/** The year sent with a design: calendars carry one, other templates none. */
function designYear(doc: TemplateDocument, instance: TemplateInstance): number | null {
  return doc.type === "CALENDAR" ? (instance.year ?? null) : null;
}

/**
 * The template editor (spec 02 § Template editor): internal menus over one state (state/editor-state.ts), the
 * current part drawn by the shop's renderer, and the way to the cart.
 */
export function Editor(props: EditorProps) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const settings = useSettings().data;
  const currency = settings?.portal.currency ?? "NOK";
  // The shop's option flags (spec 02 §6): the image toolbox, 'Dear customer', the update button's label.
  const options = settings?.webshop.editor;
  // The shop's label in the interface language, else in its default language, else the first it has; else ours.
  const label = options?.updateCartLabel ?? {};
  const updateLabel = textIn(Object.values(label)[0] ?? t("editor.updateCart"), label, [
    i18n.language,
    settings?.webshop.locale.default_language ?? i18n.language,
  ]);
  // The parent's own pictures (recent images) beside the set's: placed, previewed and sent like them.
  const { pictures, pictureUrls: ownUrls, uploaded } = useEditorPictures(props.pictures, props.pictureUrls);
  const [template, setTemplate] = useState(props.template);
  const [state, dispatch] = useReducer(editorReducer, undefined, () =>
    initEditor(props.template.document, props.instance, props.template.product.uuid),
  );
  // A background is drawn as the job shows it (turned, with its effect), as the Backgrounds tab and the print do.
  const pictureUrls = useWithJobBackgrounds(props.jobUuid, laysOnBackgrounds(state.instance), ownUrls);
  const [confirmCancel, setConfirmCancel] = useState(false);
  const [dearCustomer, setDearCustomer] = useState(false);
  /** The retouch that leaves the cart if the line is updated to this design, while the parent is asked. */
  const [retouchLeaves, setRetouchLeaves] = useState<readonly OrderLine[]>([]);
  const [previewAt, setPreviewAt] = useState<number | null>(null);
  const [fontsVersion, setFontsVersion] = useState(0);
  // Spec 02 §4, §9: a short delay precedes leaving the image or text screen after Done.
  const leaving = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(leaving.current), []);
  const afterDelay = (action: () => void) => {
    clearTimeout(leaving.current);
    leaving.current = setTimeout(action, leaveDelayMs);
  };
  // Keyboard and screen reader users land on each screen as it opens, and back on the heading on return to main.
  const screenRef = useRef<HTMLElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const previousMenu = useRef(state.menu);
  useEffect(() => {
    if (previousMenu.current === state.menu) return;
    previousMenu.current = state.menu;
    if (state.menu === "main") headingRef.current?.focus();
    // The image and text screens are full-screen with their own heading, which they focus themselves.
    else if (!fullScreenMenus.has(state.menu)) screenRef.current?.focus();
  }, [state.menu]);
  const add = useAddTemplateProduct();
  const update = useUpdateTemplateLine();
  const { doc, instance } = state;
  const locale = i18n.language === "nb" ? "nb" : "en";

  const families = familiesOf(doc, instance).sort().join("|");
  useEffect(() => {
    let live = true;
    loadFonts(families.split("|").filter(Boolean) as FontFamily[])
      .catch(() => undefined)
      .finally(() => live && setFontsVersion((v) => v + 1));
    return () => {
      live = false;
    };
  }, [families]);

  const images = useMemo(() => imageFieldsOf(doc), [doc]);
  const texts = useMemo(() => editableTextsOf(doc), [doc]);
  /** Texts that name the people of a picture ({names}): a new picture fills them through the server. */
  const namesTexts = useMemo(
    () => doc.parts.flatMap((p) => p.elements).filter((e) => e.kind === "text" && namesThePeople(e)),
    [doc],
  );
  const complete = isTemplateComplete(doc, instance);
  const webshopIds = useMemo(() => new Map(pictures.map((p) => [p.uuid, p.webshopId])), [pictures]);
  const yearRange = { current: new Date().getFullYear(), supportedYears: doc.supportedYears };
  // What one piece costs at the product's minimum, its promoted price included: what the cart will charge.
  const firstPrice = template.product.productprices.length
    ? unitPriceWith(
        template.product.productprices.map((p) => ({
          quantity: p.quantity,
          price: p.price,
          campaignPrice: p.campaignprice,
        })),
        Math.max(1, template.product.minorderpartquantity),
        template.product.promotedPrice,
      )
    : null;

  const targets: FieldTarget[] = [
    ...images.map((f, i) => ({ id: f.id, kind: "image" as const, label: t("editor.imageN", { n: i + 1 }) })),
    ...texts.map((f, i) => ({ id: f.id, kind: "text" as const, label: t("editor.textN", { n: i + 1 }) })),
  ];

  const { mode } = props;
  const inPackage = mode.kind === "packageItem";
  const leave = () => (mode.kind === "packageItem" ? mode.onLeave() : navigate(props.backTo));
  const onCancel = () => {
    if (state.dirty) setConfirmCancel(true);
    else leave();
  };
  const design = () => ({
    template: { uuid: doc.uuid, version: doc.version },
    year: designYear(doc, instance),
    userResources: toUserResources(doc, instance, webshopIds, uploaded),
  });

  const onAddToCart = () => {
    if (mode.kind === "packageItem") {
      const { year, userResources } = design();
      dispatch({ type: "added" });
      mode.onUpdate({ template, year, userResources, instance });
      return;
    }
    if (props.mode.kind === "update") {
      void updateLine(props.mode.orderLineUuid, false);
      return;
    }
    if (options?.addToCartWarning === true && firstWarningThisSession(warningKey)) {
      setDearCustomer(true);
      return;
    }
    dispatch({ type: "openMenu", menu: "buy" });
  };

  /**
   * 'Update cart': a design that no longer places a picture whose retouch is in the cart (and no other line holds it)
   * takes that retouch out, so the parent is asked first (`asked`: they said yes).
   */
  const updateLine = async (orderLineUuid: string, asked: boolean) => {
    const body = design();
    if (!asked) {
      const cart = await currentCart();
      const leaving = cart ? retouchLeaving(cart, orderLineUuid, placedPictures([body.userResources])) : [];
      if (leaving.length > 0) {
        setRetouchLeaves(leaving);
        return;
      }
    }
    update.mutate(
      { orderLineUuid, body },
      {
        onSuccess: () => {
          dispatch({ type: "added" });
          navigate("/shopping-cart");
        },
        onError: (err) => toast.error(errorText(err, t)),
      },
    );
  };

  const onBuy = (lines: BuyLine[]) => {
    add.mutate(
      { ...design(), subject: { uuid: props.subjectUuid }, lines },
      {
        onSuccess: async (answer) => {
          dispatch({ type: "added" });
          // Spec 02 §4: to the retouch options when the cart has pictures to retouch, else to the cart.
          navigate(await pathAfterAddToCart(answer.orderLineUuids));
        },
        onError: (err) => toast.error(errorText(err, t)),
      },
    );
  };

  const part = doc.parts.find((p) => p.id === state.currentPartId) ?? doc.parts[0];
  // A calendar's month page is named by its month in the interface language, not by the name the template gave it.
  const partName = (index: number) => {
    const page = doc.parts[index];
    const month = page ? monthOfPage(page) : null;
    if (month !== null) return monthName(instance.year ?? yearRange.current, month, locale);
    return page?.name ?? t("editor.page", { n: index + 1 });
  };

  let screen: ReactNode;
  switch (state.menu) {
    case "select-image":
    case "select-text":
      screen = (
        <SelectFieldScreen
          title={state.menu === "select-image" ? t("editor.chooseImage") : t("editor.chooseText")}
          fields={(state.menu === "select-image" ? images : texts).map((f, i) => ({
            id: f.id,
            label:
              state.menu === "select-image"
                ? t("editor.imageN", { n: i + 1 })
                : t("editor.textN", { n: i + 1 }),
            number: i + 1,
          }))}
          onChoose={(id) =>
            dispatch({ type: state.menu === "select-image" ? "openImage" : "openText", fieldId: id })
          }
          onBack={() => dispatch({ type: "backToMain" })}
        />
      );
      break;
    case "image":
      screen = state.currentResourceId && (
        <ImageScreen
          doc={doc}
          instance={instance}
          fieldId={state.currentResourceId}
          pictures={pictures}
          jobUuid={props.jobUuid}
          // A package is made of the set's pictures; the server refuses own pictures in its items (decision 0026).
          ownPictures={!inPackage}
          packageMode={mode.kind === "packageItem" ? mode.subjectChangeMode : null}
          toolboxDisabled={options?.disableImageToolbox === true}
          onCancel={() => dispatch({ type: "backToMain" })}
          onDone={(next) => {
            const fieldId = state.currentResourceId ?? "";
            const placed = next.images[fieldId]?.picture.uuid;
            const newPicture = placed !== undefined && placed !== instance.images[fieldId]?.picture.uuid;
            afterDelay(() => {
              dispatch({ type: "imageEdited", instance: next });
              // A new picture names its people in the texts that say {names} (spec 02 §4), after the edit is in;
              // a failure keeps the texts (§8).
              if (!newPicture || namesTexts.length === 0) return;
              fillUserStrings({
                subject: { uuid: props.subjectUuid },
                template: { uuid: doc.uuid },
                picture: { uuid: placed },
                resource: { id: fieldId },
              }).then(
                (filled) => dispatch({ type: "namesFilled", texts: filled }),
                () => undefined,
              );
            });
          }}
        />
      );
      break;
    case "text": {
      const fieldId = state.currentResourceId ?? "";
      const field = texts.find((f) => f.id === fieldId);
      screen = field && (
        <TextScreen
          doc={doc}
          fieldId={fieldId}
          choice={instance.texts[fieldId] ?? { text: field.defaultText }}
          onCancel={() => dispatch({ type: "backToMain" })}
          onDone={(choice) => afterDelay(() => dispatch({ type: "textEdited", fieldId, choice }))}
        />
      );
      break;
    }
    case "year":
      screen = (
        <YearScreen
          year={instance.year ?? yearRange.current}
          range={yearRange}
          onDone={(year) => {
            dispatch({ type: "setYear", year });
            dispatch({ type: "backToMain" });
          }}
          onCancel={() => dispatch({ type: "backToMain" })}
        />
      );
      break;
    case "templates":
      screen = (
        <TemplatesScreen
          productUuid={state.productUuid}
          subjectUuid={props.subjectUuid}
          currentUuid={doc.uuid}
          onChoose={(next, nextInstance) => {
            setTemplate(next);
            dispatch({ type: "changeTemplate", doc: next.document, instance: nextInstance });
          }}
          onBack={() => dispatch({ type: "backToMain" })}
        />
      );
      break;
    case "preview":
      screen = (
        <PreviewScreen
          doc={doc}
          instance={instance}
          pictureUrls={pictureUrls}
          fontsVersion={fontsVersion}
          partName={partName}
          onOpen={setPreviewAt}
          onClose={() => dispatch({ type: "backToMain" })}
        />
      );
      break;
    case "buy":
      screen = (
        <BuyScreen
          doc={doc}
          instance={instance}
          products={[template.product]}
          currency={currency}
          pending={add.isPending}
          onBuy={onBuy}
          onBack={() => dispatch({ type: "backToMain" })}
        />
      );
      break;
    default:
      screen = null;
  }

  if (fullScreenMenus.has(state.menu) && screen) return screen;

  return (
    // Buttons keep clear of the bar at the bottom when the focus scrolls them into view.
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-4 px-4 py-4 sm:py-6 [&_button]:scroll-mb-36 sm:[&_button]:scroll-mb-20">
      <header className="flex items-center gap-2">
        <button
          type="button"
          onClick={onCancel}
          aria-label={props.backLabel}
          className="-ml-2 flex size-11 shrink-0 items-center justify-center rounded-lg text-primary hover:bg-primary/10"
        >
          <ChevronLeft aria-hidden="true" className="size-6" />
        </button>
        <h1
          ref={headingRef}
          tabIndex={-1}
          className="line-clamp-2 min-w-0 flex-1 text-xl font-bold break-words sm:text-2xl"
        >
          {template.name}
        </h1>
        {firstPrice !== null && !inPackage && (
          // The regular price goes under a lower one, so a phone's header keeps room for the name.
          <div className="flex shrink-0 flex-col items-end">
            <Price
              amount={firstPrice.actual}
              currency={currency}
              className={cx("text-lg font-semibold", firstPrice.actual < firstPrice.regular && "text-danger")}
            />
            {firstPrice.actual < firstPrice.regular && (
              <Price amount={firstPrice.regular} currency={currency} strike className="text-sm" />
            )}
          </div>
        )}
      </header>

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
        <>
          {part && (
            <div className="flex justify-center rounded-xl bg-bg p-3 sm:p-6">
              <PartPreview
                doc={doc}
                instance={instance}
                partId={part.id}
                pictureUrls={pictureUrls}
                guides
                idPrefix="editor"
                locale={locale}
                targets={targets}
                fontsVersion={fontsVersion}
                onField={(target) =>
                  dispatch({ type: target.kind === "image" ? "openImage" : "openText", fieldId: target.id })
                }
                label={t("editor.previewOf", {
                  name:
                    monthOfPage(part) === null
                      ? (part.name ?? template.name)
                      : partName(doc.parts.indexOf(part)),
                })}
                // Room left for the title, the pages and the bar of tools on one screen, phone or desktop.
                maxHeight="max(14rem, min(60dvh, calc(100dvh - 24rem)))"
              />
            </div>
          )}
          {doc.parts.length > 1 && (
            <nav aria-label={t("editor.parts")} className="-mx-4 overflow-x-auto px-4">
              <ul className="flex gap-2">
                {doc.parts.map((p, index) => {
                  const done = isPartDone(doc, instance, p.id);
                  const current = p.id === state.currentPartId;
                  return (
                    <li key={p.id}>
                      <button
                        type="button"
                        aria-current={current || undefined}
                        onClick={() => dispatch({ type: "selectPart", partId: p.id })}
                        className={cx(
                          "flex min-h-11 items-center gap-1 rounded-lg border px-3 text-sm whitespace-nowrap",
                          current ? "border-primary bg-primary/10 font-semibold" : "border-border",
                        )}
                      >
                        {done ? (
                          <Check aria-hidden="true" className="size-4 text-success" />
                        ) : (
                          <Circle aria-hidden="true" className="size-4 text-muted" />
                        )}
                        {partName(index)}
                        <span className="sr-only">{done ? t("editor.done") : t("editor.notDone")}</span>
                      </button>
                    </li>
                  );
                })}
              </ul>
            </nav>
          )}
          {/*
            Tools and actions share the bar at the bottom, in view as the page scrolls: a tool is never behind it. On a
            phone the tools are one row of icons over short labels above Cancel and Add to cart; wider, beside them.
          */}
          <div className="sticky bottom-0 z-10 -mx-4 flex flex-col gap-2 border-t border-border bg-bg px-4 pt-2 pb-3 sm:flex-row sm:items-center sm:justify-between sm:gap-4 sm:py-3">
            <div role="toolbar" aria-label={t("editor.toolbar")} className="flex gap-1 sm:flex-wrap">
              {images.length > 0 && (
                <MainTool
                  icon={<Images aria-hidden="true" className="size-5" />}
                  onClick={() =>
                    images.length === 1 && images[0]
                      ? dispatch({ type: "openImage", fieldId: images[0].id })
                      : dispatch({ type: "openMenu", menu: "select-image" })
                  }
                >
                  {options?.disableImageToolbox === true
                    ? t("editor.changePhotos")
                    : t("editor.changeEditPhotos")}
                </MainTool>
              )}
              {texts.length > 0 && (
                <MainTool
                  icon={<Type aria-hidden="true" className="size-5" />}
                  onClick={() =>
                    texts.length === 1 && texts[0]
                      ? dispatch({ type: "openText", fieldId: texts[0].id })
                      : dispatch({ type: "openMenu", menu: "select-text" })
                  }
                >
                  {t("editor.editText")}
                </MainTool>
              )}
              {doc.type === "CALENDAR" && (
                <MainTool
                  icon={<CalendarDays aria-hidden="true" className="size-5" />}
                  disabled={!canChangeYear(yearRange)}
                  onClick={() => dispatch({ type: "openMenu", menu: "year" })}
                >
                  {t("editor.changeYear")}
                </MainTool>
              )}
              {(mode.kind !== "packageItem" || mode.canChangeTemplate) && (
                <MainTool
                  icon={<LayoutTemplate aria-hidden="true" className="size-5" />}
                  onClick={() => dispatch({ type: "openMenu", menu: "templates" })}
                >
                  {t("editor.changeDesign")}
                </MainTool>
              )}
              <MainTool
                icon={<Eye aria-hidden="true" className="size-5" />}
                onClick={() => dispatch({ type: "openMenu", menu: "preview" })}
              >
                {t("editor.preview")}
              </MainTool>
            </div>
            <div className="flex shrink-0 gap-2">
              <Button variant="secondary" onClick={onCancel} disabled={!complete}>
                {t("editor.cancel")}
              </Button>
              <Button
                onClick={onAddToCart}
                disabled={!complete}
                loading={update.isPending}
                className="flex-1 sm:flex-none"
              >
                {mode.kind === "packageItem"
                  ? t("editor.updatePackage")
                  : mode.kind === "update"
                    ? updateLabel
                    : t("editor.addToCart")}
              </Button>
            </div>
          </div>
        </>
      )}

      <Dialog
        open={confirmCancel}
        onOpenChange={setConfirmCancel}
        role="alertdialog"
        title={t("editor.abortTitle")}
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirmCancel(false)}>
              {t("editor.continueEditing")}
            </Button>
            <Button
              variant="danger"
              onClick={() => {
                setConfirmCancel(false);
                dispatch({ type: "restoreSaved" });
                leave();
              }}
            >
              {t("editor.closeWithoutSaving")}
            </Button>
          </>
        }
      />
      <RetouchLeavingDialog
        lines={retouchLeaves}
        onCancel={() => setRetouchLeaves([])}
        onConfirm={() => {
          setRetouchLeaves([]);
          if (mode.kind === "update") void updateLine(mode.orderLineUuid, true);
        }}
      />
      <DearCustomerDialog
        open={dearCustomer}
        onClose={() => setDearCustomer(false)}
        onAdd={() => dispatch({ type: "openMenu", menu: "buy" })}
      />
      <PreviewDialog
        doc={doc}
        instance={instance}
        pictureUrls={pictureUrls}
        fontsVersion={fontsVersion}
        index={previewAt}
        partName={partName}
        onIndex={setPreviewAt}
      />
    </div>
  );
}
