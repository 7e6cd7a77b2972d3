import type { OrderLine } from "@shop/contracts/cart";
import { packageItemDesigns } from "@shop/contracts/packages";
import { picturesOnBackgrounds } from "@shop/contracts/template-resources";
import type { FullTemplate } from "@shop/contracts/templates";
import { packageLimits } from "@shop/domain/limits";
import { maySwitchSubject, type OfferPriceFields } from "@shop/domain/package-offer";
import type { ReplacementLook } from "@shop/render/replace";
import type { TemplateDocument } from "@shop/render/template";
import { Button } from "@shop/ui/Button";
import { Card } from "@shop/ui/Card";
import { Dialog } from "@shop/ui/Dialog";
import { ErrorState } from "@shop/ui/ErrorState";
import { LoadingState } from "@shop/ui/LoadingState";
import { Select } from "@shop/ui/Select";
import { lineTemplateUrls } from "@shop/ui/template-picture-urls";
import { useQueries, useQuery } from "@tanstack/react-query";
import { BookOpen, Pencil } from "lucide-react";
import { useEffect, useMemo, useReducer, useRef, useState } from "react";
import { useBlocker, useNavigate } from "react-router";
import { pathAfterAddToCart } from "../../../lib/after-add-to-cart.ts";
import { errorText } from "../../../lib/api.ts";
import { useDocumentTitle } from "../../../lib/document-title.ts";
import { useTranslation } from "../../../lib/i18n.ts";
import { pictureSetQuery } from "../../../lib/queries/picture-set.ts";
import { pictureSetsQuery } from "../../../lib/queries/picture-sets.ts";
import { useSettings } from "../../../lib/queries/settings.ts";
import { currentCart, placedPictures, retouchLeaving } from "../../../lib/retouch-leaving.ts";
import { toast } from "../../../lib/toast.ts";
import { toEditorPicture } from "../../../shared/template-editor/api.ts";
import { firstWarningThisSession } from "../../../shared/template-editor/components/DearCustomerDialog.tsx";
import { Editor } from "../../../shared/template-editor/Editor.tsx";
import { useGreenScreenBackgrounds } from "../../../shared/template-editor/image/api/green-screen-backgrounds.ts";
import { TemplateLinePreview } from "../../../shared/template-preview/TemplateLinePreview.tsx";
import { fullTemplateQuery } from "../../../shared/template-preview/template-query.ts";
import { RetouchLeavingDialog } from "../../../ui/RetouchLeavingDialog.tsx";
import { useAddPackage, useUpdatePackageLine } from "../api/packages.ts";
import {
  type DraftItem,
  type DraftUrls,
  draftReducer,
  itemInstance,
  itemLineTemplate,
  type PackageDraft,
  packageReplacement,
  replaceInAllItems,
} from "../package-draft.ts";
import { PackageCheckDialog } from "./PackageCheckDialog.tsx";
import { PackagePrice } from "./PackagePrice.tsx";

export type PackageEditorMode = { kind: "create" } | { kind: "update"; orderLineUuid: string };

/** Spec 02 §4 Add to cart: the package's 'Dear customer' warning shows once per browser session. */
export const packageWarningKey = "shop.packageAddToCartWarningShown";

const docKey = (uuid: string, version: number) => `${uuid}/${version}`;

/**
 * The package edit overview (spec 02 § Packages): 'This is how {package name} with your photos will look', a
 * section per product with each template item's preview and its edit icon (the full-screen editor with 'Update
 * package'), the catalogue and the digital portrait set; 'Add package to cart' (create) or 'Update package in cart'
 * (update). Leaving with unsaved changes asks first.
 */
export function PackageEditor({
  initial,
  mode,
  prices,
  onChangeSubject,
}: {
  initial: PackageDraft;
  mode: PackageEditorMode;
  /** The package's prices as its card shows them (spec 02 §9); null while they load, or when the offer is gone. */
  prices: OfferPriceFields | null;
  /** Spec 02 §5: another picture set for the package (a new instance); absent when the package cannot change it. */
  onChangeSubject?: (subjectUuid: string) => void;
}) {
  const { t } = useTranslation();
  const currency = useSettings().data?.portal.currency ?? "NOK";
  const navigate = useNavigate();
  const [draft, dispatch] = useReducer(draftReducer, initial);
  const [editing, setEditing] = useState<string | null>(null);
  // The item last edited: back on the overview, its edit button gets the focus again (and the editor opens at the top).
  const lastEdited = useRef<string | null>(null);
  useEffect(() => {
    if (editing !== null) {
      lastEdited.current = editing;
      window.scrollTo?.(0, 0);
      return;
    }
    if (lastEdited.current) document.getElementById(`edit-${lastEdited.current}`)?.focus();
  }, [editing]);
  const [dearCustomer, setDearCustomer] = useState(false);
  /** Another picture set chosen while the package has changes: asked like leaving the page, as they are lost. */
  const [pendingSubject, setPendingSubject] = useState<string | null>(null);
  const [askReplace, setAskReplace] = useState<{ pictureUuid: string; look: ReplacementLook } | null>(null);
  /** The retouch that leaves the cart if the line is updated to these designs, while the parent is asked. */
  const [retouchLeaves, setRetouchLeaves] = useState<readonly OrderLine[]>([]);
  const add = useAddPackage();
  const update = useUpdatePackageLine();
  const state = draft ?? initial;
  useDocumentTitle(state.name);

  const pictureSet = useQuery(pictureSetQuery(state.subject.uuid));
  const pictures = useMemo(() => (pictureSet.data?.pictures ?? []).map(toEditorPicture), [pictureSet.data]);
  const templates = [
    ...new Map(
      state.items.flatMap((i) =>
        i.template ? [[docKey(i.template.uuid, i.template.version), i.template]] : [],
      ),
    ).values(),
  ];
  const docQueries = useQueries({ queries: templates.map((tp) => fullTemplateQuery(tp.uuid, tp.version)) });
  const fullTemplates = new Map<string, FullTemplate>();
  for (const q of docQueries) if (q.data) fullTemplates.set(docKey(q.data.uuid, q.data.version), q.data);
  const docs = new Map<string, TemplateDocument>(
    [...fullTemplates].map(([key, full]) => [key, full.document] as const),
  );

  // A background is drawn as the job shows it (turned, with its effect), as the print has it.
  const laid = state.items.some(
    (item) => item.templateData !== null && picturesOnBackgrounds(item.templateData.userResources).length > 0,
  );
  const jobBackgrounds = useGreenScreenBackgrounds(pictureSet.data?.job.uuid ?? "", laid).data;
  // The previews draw the instance's own pictures and any picture of the set placed since.
  const urls = useMemo((): DraftUrls => {
    const pictureUrls: Record<string, string> = { ...state.pictureUrls };
    const cutoutUrls: Record<string, string> = { ...state.cutoutUrls };
    const backgroundUrls: Record<string, string> = { ...state.backgroundUrls };
    for (const p of pictures) {
      pictureUrls[p.uuid] = p.previewUrl;
      if (p.cutoutUrl !== null) cutoutUrls[p.uuid] = p.cutoutUrl;
    }
    for (const b of jobBackgrounds ?? []) backgroundUrls[b.uuid] = b.src;
    return { pictureUrls, cutoutUrls, backgroundUrls };
  }, [state.pictureUrls, state.cutoutUrls, state.backgroundUrls, pictures, jobBackgrounds]);
  const editorUrls = useMemo(() => lineTemplateUrls(urls), [urls]);

  // Spec 02 § Packages: leaving with unsaved changes asks first, in the shop and when the tab closes.
  const dirty = useRef(state.dirty);
  dirty.current = state.dirty;
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty.current && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!state.dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => window.removeEventListener("beforeunload", onBeforeUnload);
  }, [state.dirty]);

  // Spec 02 §5: the picture sets the package may move to.
  const sets = useQuery({
    ...pictureSetsQuery(),
    enabled: onChangeSubject !== undefined && state.allowSubjectChange > 0,
  });
  const from = sets.data?.find((s) => s.uuid === state.subject.uuid);
  const facts = (s: NonNullable<typeof from>) => ({
    uuid: s.subject.uuid,
    jobUuid: s.job.uuid,
    jobType: s.job.jobType,
    photographerUuid: s.photographer.uuid,
  });
  const switchable = from
    ? (sets.data ?? []).filter(
        (s) =>
          s.uuid === from.uuid ||
          maySwitchSubject(state.allowSubjectChange, state.samePhotographerOnly, facts(from), facts(s)),
      )
    : [];

  // Between the cart's answer and the next page (retouch options or the cart): no second add.
  const [leaving, setLeaving] = useState(false);
  const finish = (to: string) => {
    dispatch({ type: "added" });
    dirty.current = false;
    navigate(to);
  };
  const onError = (err: unknown) => toast.error(errorText(err, t));
  /**
   * `asked`: the parent said yes to the retouch that leaves the cart with an update whose designs (or picture set) no
   * longer place a picture retouched in the cart.
   */
  const send = async (asked = false) => {
    const items = packageItemDesigns(state.items);
    if (mode.kind === "update") {
      if (!asked) {
        const cart = await currentCart();
        const placed = placedPictures(items.flatMap((i) => (i.design ? [i.design.userResources] : [])));
        const leaving = cart ? retouchLeaving(cart, mode.orderLineUuid, placed) : [];
        if (leaving.length > 0) {
          setRetouchLeaves(leaving);
          return;
        }
      }
      update.mutate(
        { orderLineUuid: mode.orderLineUuid, body: { subject: { uuid: state.subject.uuid }, items } },
        { onSuccess: () => finish("/shopping-cart"), onError },
      );
      return;
    }
    add.mutate(
      { package: { uuid: state.uuid }, subject: { uuid: state.subject.uuid }, items },
      {
        onSuccess: async (answer) => {
          setLeaving(true);
          finish(await pathAfterAddToCart([answer.orderLineUuid]));
        },
        onError,
      },
    );
  };
  const onAdd = () => {
    if (mode.kind === "create" && state.addToCartWarning && firstWarningThisSession(packageWarningKey)) {
      setDearCustomer(true);
      return;
    }
    void send();
  };

  const editedItem = editing ? state.items.find((i) => i.uuid === editing) : undefined;
  const editedFull = editedItem?.template
    ? fullTemplates.get(docKey(editedItem.template.uuid, editedItem.template.version))
    : undefined;
  if (editedItem && editedFull && pictureSet.data) {
    const instance = itemInstance(editedItem, editedFull.document);
    if (instance) {
      return (
        <Editor
          key={editedItem.uuid}
          template={editedFull}
          instance={instance}
          pictures={pictures}
          pictureUrls={editorUrls}
          subjectUuid={state.subject.uuid}
          jobUuid={pictureSet.data.job.uuid}
          mode={{
            kind: "packageItem",
            canChangeTemplate: editedItem.canChangeTemplate,
            subjectChangeMode: state.allowSubjectChange,
            onLeave: () => setEditing(null),
            onUpdate: (next) => {
              dispatch({
                type: "itemEdited",
                itemUuid: editedItem.uuid,
                design: {
                  template: {
                    uuid: next.template.uuid,
                    name: next.template.name,
                    version: next.template.version,
                    type: next.template.type,
                  },
                  year: next.year,
                  userResources: next.userResources,
                },
              });
              setEditing(null);
              const asked = packageReplacement(
                editedFull.document,
                instance,
                next.instance,
                state.allowSubjectChange,
              );
              const others = state.items.filter((i) => i.template && i.uuid !== editedItem.uuid);
              if (asked && others.length > 0) setAskReplace(asked);
            },
          }}
          backTo=""
          backLabel={t("editor.backToPackage")}
        />
      );
    }
  }

  const replaceAll = () => {
    const choice = askReplace;
    setAskReplace(null);
    const picture = choice && pictures.find((p) => p.uuid === choice.pictureUuid);
    if (!choice || !picture) return;
    const webshopIds = new Map(pictures.map((p) => [p.uuid, p.webshopId]));
    const items = replaceInAllItems(state, docs, picture, choice.look, webshopIds);
    if (items.length > 0) dispatch({ type: "itemsReplaced", items });
  };

  const templateItems = state.items.filter((i) => i.type === "TEMPLATE_PRODUCT" && i.template);
  const products = [...new Map(templateItems.map((i) => [i.product.uuid, i.product])).values()];
  const catalogues = state.items.filter((i) => i.type === "CATALOGUE");
  const digitalSets = state.items.filter((i) => i.type === "DIGITAL_SET");
  const pending = add.isPending || update.isPending || leaving;
  const loadFailed = [pictureSet, ...docQueries].find((q) => q.isError);

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-6 sm:py-8">
      <header className="flex flex-col gap-3">
        <h1 className="text-2xl font-bold sm:text-3xl">
          {t("packages.overviewTitle", { name: state.name })}
        </h1>
        {prices && (
          <div className="max-w-xs">
            <PackagePrice offer={prices} currency={currency} />
          </div>
        )}
        <p className="text-muted">{t("packages.editHint")}</p>
        {onChangeSubject && switchable.length > 1 && (
          <div className="flex max-w-sm flex-col gap-1">
            <label htmlFor="package-subject" className="text-sm font-semibold">
              {t("packages.changePictureSet")}
            </label>
            <Select
              id="package-subject"
              value={state.subject.uuid}
              disabled={pending}
              onChange={(event) => {
                if (state.dirty) setPendingSubject(event.target.value);
                else onChangeSubject(event.target.value);
              }}
            >
              {switchable.map((s) => (
                <option key={s.uuid} value={s.uuid}>
                  {s.subject.group ? `${s.subject.name} (${s.subject.group})` : s.subject.name}
                </option>
              ))}
            </Select>
          </div>
        )}
        <div>
          <Button onClick={onAdd} loading={pending} disabled={loadFailed !== undefined}>
            {mode.kind === "update" ? t("packages.updateInCart") : t("packages.addToCart")}
          </Button>
        </div>
      </header>

      {loadFailed && (
        <ErrorState
          message={errorText(loadFailed.error, t)}
          onRetry={() => {
            for (const q of [pictureSet, ...docQueries]) if (q.isError) void q.refetch();
          }}
        />
      )}

      {products.map((product) => (
        <section
          key={product.uuid}
          aria-labelledby={`product-${product.uuid}`}
          className="flex flex-col gap-3"
        >
          <h2 id={`product-${product.uuid}`} className="text-xl font-bold">
            {product.name}
          </h2>
          <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
            {templateItems
              .filter((i) => i.product.uuid === product.uuid)
              .map((item) => (
                <TemplateItem
                  key={item.uuid}
                  item={item}
                  urls={urls}
                  doc={
                    item.template ? docs.get(docKey(item.template.uuid, item.template.version)) : undefined
                  }
                  canEdit={pictureSet.isSuccess}
                  onEdit={() => setEditing(item.uuid)}
                />
              ))}
          </ul>
        </section>
      ))}

      {catalogues.length > 0 && (
        <section aria-labelledby="package-catalogue" className="flex flex-col gap-3">
          <h2 id="package-catalogue" className="text-xl font-bold">
            {t("packages.catalogue")}
          </h2>
          <ul className="flex flex-col gap-2">
            {catalogues.map((item) => (
              <li key={item.uuid}>
                <Card className="flex items-center gap-3">
                  <BookOpen aria-hidden="true" className="size-8 shrink-0 text-primary" />
                  <span className="font-semibold">{item.catalogue?.name ?? item.product.name}</span>
                </Card>
              </li>
            ))}
          </ul>
        </section>
      )}

      {digitalSets.length > 0 && (
        <section aria-labelledby="package-digital-set" className="flex flex-col gap-3">
          <h2 id="package-digital-set" className="text-xl font-bold">
            {t("packages.digitalSet")}
          </h2>
          {digitalSets.map((item) => (
            <ul key={item.uuid} className="grid grid-cols-3 gap-3 sm:max-w-md" data-testid="digital-set">
              {(item.digitalSet?.pictures ?? [])
                .slice(0, packageLimits.digitalSetPreviewMax)
                .map((p, index) => (
                  <li key={p.uuid}>
                    <img
                      src={p.thumbnail}
                      alt={t("packages.digitalPicture", { n: index + 1 })}
                      className="aspect-[4/5] w-full rounded-lg object-cover"
                    />
                  </li>
                ))}
            </ul>
          ))}
        </section>
      )}

      <Dialog
        open={blocker.state === "blocked"}
        onOpenChange={(open) => {
          if (!open && blocker.state === "blocked") blocker.reset();
        }}
        role="alertdialog"
        title={t("packages.leaveQuestion")}
        footer={
          <>
            <Button variant="secondary" onClick={() => blocker.reset?.()}>
              {t("packages.stay")}
            </Button>
            <Button variant="danger" onClick={() => blocker.proceed?.()}>
              {t("packages.leave")}
            </Button>
          </>
        }
      />
      <Dialog
        open={pendingSubject !== null}
        onOpenChange={(open) => !open && setPendingSubject(null)}
        role="alertdialog"
        title={t("packages.leaveQuestion")}
        footer={
          <>
            <Button variant="secondary" onClick={() => setPendingSubject(null)}>
              {t("packages.stay")}
            </Button>
            <Button
              variant="danger"
              onClick={() => {
                const uuid = pendingSubject;
                setPendingSubject(null);
                if (uuid && onChangeSubject) onChangeSubject(uuid);
              }}
            >
              {t("packages.changePictureSet")}
            </Button>
          </>
        }
      />
      <PackageCheckDialog
        open={dearCustomer}
        name={state.name}
        items={state.items}
        urls={urls}
        docs={docs}
        onClose={() => setDearCustomer(false)}
        onAdd={() => void send()}
      />
      <RetouchLeavingDialog
        lines={retouchLeaves}
        onCancel={() => setRetouchLeaves([])}
        onConfirm={() => {
          setRetouchLeaves([]);
          void send(true);
        }}
      />
      <Dialog
        open={askReplace !== null}
        onOpenChange={(open) => !open && setAskReplace(null)}
        title={t("editor.image.replaceAllTitle")}
        description={t("packages.replaceAllText")}
        footer={
          <>
            <Button variant="secondary" onClick={() => setAskReplace(null)}>
              {t("editor.image.thisPictureOnly")}
            </Button>
            <Button onClick={replaceAll}>{t("editor.image.replaceAll")}</Button>
          </>
        }
      />
    </div>
  );
}

function TemplateItem({
  item,
  urls,
  doc,
  canEdit,
  onEdit,
}: {
  item: DraftItem;
  urls: DraftUrls;
  doc: TemplateDocument | undefined;
  canEdit: boolean;
  onEdit: () => void;
}) {
  const { t } = useTranslation();
  const template = item.template;
  const lineTemplate = useMemo(() => itemLineTemplate(item, urls), [item, urls]);
  if (!template || !lineTemplate) return null;
  return (
    <li className="relative flex flex-col gap-2" data-testid="package-item">
      <div className="rounded-lg bg-bg p-2">
        <TemplateLinePreview lineUuid={`${item.uuid}-${item.version}`} template={lineTemplate} doc={doc} />
      </div>
      <div className="flex items-center justify-between gap-2">
        <span className="line-clamp-2 min-w-0 text-sm break-words">{template.name}</span>
        <button
          id={`edit-${item.uuid}`}
          type="button"
          onClick={onEdit}
          disabled={!canEdit || !doc}
          aria-label={t("packages.editItem", { name: template.name })}
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-primary hover:bg-primary/10 disabled:opacity-50"
        >
          <Pencil aria-hidden="true" className="size-5" />
        </button>
      </div>
    </li>
  );
}

export function PackageLoading() {
  const { t } = useTranslation();
  return <LoadingState text={t("packages.creating")} />;
}
