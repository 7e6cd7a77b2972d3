import { type ImageScreenTab, imageScreenTabs, leaveScreenDelayMs } from "@shop/domain/image-screen";
import { replaceAllQuestion } from "@shop/domain/replace-all";
import { nextRotation, type PictureEffect } from "@shop/domain/template-text";
import { coverCrop, imageFields } from "@shop/render/fill";
import { isPictureAllowed } from "@shop/render/picture-rules";
import { effectiveDpi } from "@shop/render/quality";
import { replaceAllPictures, replaceAllTemplateFacts } from "@shop/render/replace";
import type { Crop, ImageChoice, TemplateInstance } from "@shop/render/template";
import { Button } from "@shop/ui/Button";
import { cx } from "@shop/ui/cx";
import { Dialog } from "@shop/ui/Dialog";
import { ErrorState } from "@shop/ui/ErrorState";
import { IconButton } from "@shop/ui/IconButton";
import { Minus, Plus } from "lucide-react";
import { Tabs } from "radix-ui";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "../../../lib/i18n.ts";
import { belowHeaderBar, belowHeaderScreen } from "../screen-layout.ts";
import type { EditorPicture, ImageScreenProps } from "../types.ts";
import { useGreenScreenBackgrounds } from "./api/green-screen-backgrounds.ts";
import { BackgroundPicker } from "./BackgroundPicker.tsx";
import { CropFrame, keyZoom } from "./CropFrame.tsx";
import { rotateCrop, zoomCrop, zoomOf } from "./crop.ts";
import { EditTools } from "./EditTools.tsx";
import { ImageSource } from "./ImageSource.tsx";
import { usePinchHint } from "./pinch-hint.ts";
import { QualityLight } from "./QualityLight.tsx";

const tabLabels: Record<ImageScreenTab, string> = {
  inbox: "editor.image.tabs.inbox",
  edit: "editor.image.tabs.edit",
  backgrounds: "editor.image.tabs.backgrounds",
};

/**
 * The editor's image screen (spec 02 §2 'Template editor'): chooses the picture of one image field, crops it with
 * a finger (or keys, wheel and buttons), turns it, gives it an effect or a background, and answers the whole next
 * instance on Done, with replace-all applied when the parent asked for it.
 */
export function ImageScreen({
  doc,
  instance,
  fieldId,
  pictures,
  jobUuid,
  ownPictures = true,
  packageMode = null,
  toolboxDisabled = false,
  rateDpi,
  onCancel,
  onDone,
}: ImageScreenProps) {
  const { t } = useTranslation();
  const field = imageFields(doc).find((f) => f.id === fieldId);
  const [choice, setChoice] = useState<ImageChoice | null>(instance.images[fieldId] ?? null);
  const [replaceAll, setReplaceAll] = useState(false);
  const [asking, setAsking] = useState<EditorPicture | null>(null);
  const [notAllowed, setNotAllowed] = useState<EditorPicture | null>(null);
  // A picture chosen from the recent images or just uploaded, until the editor's list holds it too.
  const [own, setOwn] = useState<EditorPicture | null>(null);
  const [tab, setTab] = useState<ImageScreenTab>("inbox");
  const [leaving, setLeaving] = useState<"cancel" | "done" | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // The screen replaces the editor's main view: a keyboard or screen-reader user starts at its heading.
  useEffect(() => heading.current?.focus(), []);
  const leaveTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(leaveTimer.current), []);

  const picture = choice
    ? (pictures.find((p) => p.uuid === choice.picture.uuid) ??
      (own?.uuid === choice.picture.uuid ? own : null))
    : null;
  const backgroundsWanted = field !== undefined && !field.disableBackground && picture?.greenscreen === true;
  const backgrounds = useGreenScreenBackgrounds(jobUuid, backgroundsWanted);
  const [showHint, hideHint] = usePinchHint({
    hasImage: choice !== null,
    zoomDisabled: field?.disableZoom ?? true,
    toolboxDisabled: toolboxDisabled || (field?.disableEdit ?? true),
    fieldRotation: field?.rotation ?? 0,
  });

  if (field === undefined) {
    return <ErrorState message={t("common.errorText")} onRetry={onCancel} />;
  }

  const tabs = imageScreenTabs({
    hasImage: choice !== null,
    toolboxDisabled: toolboxDisabled || field.disableEdit,
    backgroundsDisabled: field.disableBackground,
    greenscreen: picture?.greenscreen === true,
    // While the backgrounds load or fail the tab shows their state; an empty list hides it.
    backgroundsExist: backgrounds.isLoading || backgrounds.isError || (backgrounds.data?.length ?? 0) > 0,
  });
  const currentTab = tabs.includes(tab) ? tab : "inbox";
  const zoomable = !field.disableZoom && !field.disableEdit;
  const cover = choice ? coverCrop(field, choice.picture, choice.rotation) : null;

  const place = (next: EditorPicture) => {
    setChoice((current) => ({
      picture: { uuid: next.uuid, width: next.width, height: next.height },
      crop: coverCrop(field, next, 0),
      rotation: 0,
      effect: current?.effect ?? "original",
      ...(current?.background !== undefined && next.greenscreen ? { background: current.background } : {}),
    }));
  };

  const choose = (next: EditorPicture) => {
    if (next.uuid === choice?.picture.uuid) return;
    if (next.userUploaded) setOwn(next);
    place(next);
    // Spec 02 §4: a template with many fields asks here; a mode-4 package asks on its overview, for all its items.
    const question = replaceAllQuestion({
      packageMode,
      ...replaceAllTemplateFacts(doc),
      imageChanged: true,
      backgroundChanged: false,
      effectChanged: false,
      pictureDiffers: next.uuid !== instance.images[fieldId]?.picture.uuid,
    });
    if (question === "template") setAsking(next);
  };

  const update = (change: Partial<ImageChoice>) =>
    setChoice((current) => (current ? { ...current, ...change } : current));
  const setCrop = (crop: Crop) => update({ crop });
  const rotate = () => {
    if (!choice) return;
    const rotation = nextRotation(choice.rotation);
    update({
      rotation,
      crop: rotateCrop(choice.crop, field, choice.picture, choice.rotation, rotation, zoomable),
    });
  };
  const setEffect = (effect: PictureEffect) => update({ effect });
  const setBackground = (background: string | undefined) =>
    setChoice((current) => {
      if (!current) return current;
      const { background: _, ...rest } = current;
      return background === undefined ? rest : { ...rest, background };
    });

  const leave = (how: "cancel" | "done", then: () => void) => {
    setLeaving(how);
    leaveTimer.current = setTimeout(then, leaveScreenDelayMs);
  };

  const done = () => {
    if (!choice) return;
    let next: TemplateInstance = instance;
    if (replaceAll && picture && isPictureAllowed(field, picture)) {
      next = replaceAllPictures(doc, instance, picture, {
        rotation: choice.rotation,
        effect: choice.effect,
        ...(choice.background !== undefined ? { background: choice.background } : {}),
      });
    }
    const answer: TemplateInstance = { ...next, images: { ...next.images, [fieldId]: choice } };
    leave("done", () => onDone(answer));
  };

  const zoomBy = (factor: number) => {
    if (choice && cover) setCrop(zoomCrop(choice.crop, cover, factor, undefined, zoomable));
  };

  const dpi = choice ? effectiveDpi(field, choice.picture, choice.crop, choice.rotation) : null;
  const background = choice?.background
    ? backgrounds.data?.find((b) => b.uuid === choice.background)
    : undefined;

  return (
    <section
      aria-labelledby="image-screen-title"
      // Escape is Cancel, as on the text screen; not an Escape from a dialog of this screen (a portal elsewhere in
      // the page), which closes only that dialog.
      onKeyDown={(event) => {
        if (event.key !== "Escape" || event.defaultPrevented || leaving !== null) return;
        if (!event.currentTarget.contains(event.target as Node)) return;
        event.preventDefault();
        leave("cancel", onCancel);
      }}
      className={cx("flex flex-col bg-bg text-text", belowHeaderScreen)}
    >
      <header
        className={cx(
          belowHeaderBar,
          "flex items-center justify-between gap-2 border-b border-border bg-surface px-3 py-2",
        )}
      >
        <Button variant="ghost" onClick={() => leave("cancel", onCancel)} disabled={leaving !== null}>
          {t("common.cancel")}
        </Button>
        <h1 ref={heading} tabIndex={-1} id="image-screen-title" className="truncate text-lg font-bold">
          {t("editor.image.title")}
        </h1>
        <Button
          onClick={done}
          disabled={choice === null || leaving === "cancel"}
          loading={leaving === "done"}
        >
          {t("editor.image.done")}
        </Button>
      </header>

      <div className="mx-auto grid w-full max-w-6xl flex-1 content-start gap-4 p-3 lg:grid-cols-2 lg:gap-8 lg:p-6">
        <div className="flex flex-col gap-3">
          {choice && picture ? (
            <>
              <CropFrame
                field={field}
                picture={choice.picture}
                // On a background the picture is its cut-out (transparent around the person), as the print has it.
                previewUrl={background && picture.cutoutUrl ? picture.cutoutUrl : picture.previewUrl}
                crop={choice.crop}
                rotation={choice.rotation}
                effect={choice.effect}
                {...(background ? { backgroundUrl: background.src } : {})}
                zoomable={zoomable}
                editable={!field.disableEdit}
                onCrop={(crop) => {
                  hideHint();
                  setCrop(crop);
                }}
                overlay={
                  showHint ? (
                    <p
                      role="status"
                      className="pointer-events-none absolute inset-x-3 bottom-3 rounded-lg bg-black/75 p-3 text-center text-sm text-white"
                    >
                      {t("editor.image.pinchHint")}
                    </p>
                  ) : null
                }
              />
              <div className="flex items-center justify-center gap-3">
                {zoomable && cover && (
                  <IconButton
                    aria-label={t("editor.image.zoomOut")}
                    onClick={() => zoomBy(1 / keyZoom)}
                    disabled={zoomOf(choice.crop, cover) <= 1 + 1e-9}
                    className="border border-border bg-surface"
                  >
                    <Minus aria-hidden="true" className="size-5" />
                  </IconButton>
                )}
                {dpi !== null && <QualityLight dpi={dpi} {...(rateDpi ? { rate: rateDpi } : {})} />}
                {zoomable && cover && (
                  <IconButton
                    aria-label={t("editor.image.zoomIn")}
                    onClick={() => zoomBy(keyZoom)}
                    className="border border-border bg-surface"
                  >
                    <Plus aria-hidden="true" className="size-5" />
                  </IconButton>
                )}
              </div>
            </>
          ) : (
            <div
              className="mx-auto flex w-full items-center justify-center rounded-md border-2 border-dashed border-border p-4 text-center text-muted"
              style={{
                aspectRatio: `${field.width} / ${field.height}`,
                width: `min(100%, calc(52dvh * ${field.width / field.height}))`,
              }}
            >
              {t("editor.image.noImage")}
            </div>
          )}
        </div>

        <Tabs.Root
          value={currentTab}
          onValueChange={(value) => setTab(value as ImageScreenTab)}
          className="flex flex-col gap-3"
        >
          <Tabs.List aria-label={t("editor.image.title")} className="flex border-b border-border">
            {tabs.map((name) => (
              <Tabs.Trigger
                key={name}
                value={name}
                className="min-h-11 flex-1 border-b-2 border-transparent px-2 py-2 text-sm font-semibold text-muted data-[state=active]:border-primary data-[state=active]:text-primary sm:text-base"
              >
                {t(tabLabels[name])}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          <Tabs.Content value="inbox">
            <ImageSource
              field={field}
              pictures={pictures}
              chosenUuid={choice?.picture.uuid ?? null}
              onChoose={choose}
              onNotAllowed={setNotAllowed}
              ownPictures={ownPictures}
            />
          </Tabs.Content>
          {choice && tabs.includes("edit") && (
            <Tabs.Content value="edit">
              <EditTools effect={choice.effect} onRotate={rotate} onEffect={setEffect} />
            </Tabs.Content>
          )}
          {choice && tabs.includes("backgrounds") && (
            <Tabs.Content value="backgrounds">
              <BackgroundPicker
                backgrounds={backgrounds.data}
                loading={backgrounds.isLoading}
                failed={backgrounds.isError}
                onRetry={() => void backgrounds.refetch()}
                chosen={choice.background}
                onChoose={setBackground}
              />
            </Tabs.Content>
          )}
        </Tabs.Root>
      </div>

      <Dialog
        open={notAllowed !== null}
        onOpenChange={(open) => !open && setNotAllowed(null)}
        role="alertdialog"
        title={t("editor.image.notAllowedTitle")}
        description={t("editor.image.notAllowedText")}
        footer={<Button onClick={() => setNotAllowed(null)}>{t("common.ok")}</Button>}
      >
        {notAllowed && <p>{t("editor.image.pictureId", { pictureId: notAllowed.webshopId })}</p>}
      </Dialog>

      <Dialog
        open={asking !== null}
        onOpenChange={(open) => {
          if (!open) {
            setReplaceAll(false);
            setAsking(null);
          }
        }}
        title={t("editor.image.replaceAllTitle")}
        description={t("editor.image.replaceAllText")}
        footer={
          <>
            <Button
              variant="secondary"
              onClick={() => {
                setReplaceAll(false);
                setAsking(null);
              }}
            >
              {t("editor.image.thisPictureOnly")}
            </Button>
            <Button
              onClick={() => {
                setReplaceAll(true);
                setAsking(null);
              }}
            >
              {t("editor.image.replaceAll")}
            </Button>
          </>
        }
      />
    </section>
  );
}
