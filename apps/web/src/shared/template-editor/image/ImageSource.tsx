import type { UploadedImage } from "@shop/contracts/uploads";
import type { ImageField } from "@shop/render/template";
import { Button } from "@shop/ui/Button";
import { cx } from "@shop/ui/cx";
import { EmptyState } from "@shop/ui/EmptyState";
import { ErrorState } from "@shop/ui/ErrorState";
import { LoadingState } from "@shop/ui/LoadingState";
import { ImagePlus, Images } from "lucide-react";
import { useCallback, useId, useRef, useState } from "react";
import { useTranslation } from "../../../lib/i18n.ts";
import type { EditorPicture } from "../types.ts";
import { useRecentImages } from "./api/recent-images.ts";
import { PictureInbox } from "./PictureInbox.tsx";
import { UploadDialogs, useUploads } from "./UploadDialogs.tsx";
import { editorPictureOf, type SendUpload } from "./upload-queue.ts";

export type ImageSourceName = "picture-set" | "recent-images";

/**
 * The image inbox with its source (spec 02 §2 'Image source'): the picture set's pictures, or, where the shop takes
 * the parent's own pictures (allowOwnPhotos), their recent images and 'Upload picture'. Choosing recent images with
 * none opens the file chooser; one file uploaded is chosen at once.
 */
export function ImageSource({
  field,
  pictures,
  chosenUuid,
  onChoose,
  onNotAllowed,
  send,
  ownPictures = true,
}: {
  field: ImageField;
  /** The picture set's pictures (the parent's own are the recent images). */
  pictures: readonly EditorPicture[];
  chosenUuid: string | null;
  onChoose: (picture: EditorPicture) => void;
  onNotAllowed: (picture: EditorPicture) => void;
  /** The upload call (tests give their own). */
  send?: SendUpload;
  /** False where the parent's own pictures do not belong (a package's items are made of the set's pictures). */
  ownPictures?: boolean;
}) {
  const { t } = useTranslation();
  const recent = useRecentImages(ownPictures);
  const [source, setSource] = useState<ImageSourceName>("picture-set");
  const fileInput = useRef<HTMLInputElement>(null);
  const name = useId();
  const onSingle = useCallback(
    (image: UploadedImage) => {
      setSource("recent-images");
      onChoose(editorPictureOf(image));
    },
    [onChoose],
  );
  const uploads = useUploads({ onSingle, ...(send ? { send } : {}) });
  const setPictures = pictures.filter((p) => !p.userUploaded);

  if (!recent.allowed) {
    return (
      <PictureInbox
        field={field}
        pictures={setPictures}
        chosenUuid={chosenUuid}
        onChoose={onChoose}
        onNotAllowed={onNotAllowed}
      />
    );
  }

  const openChooser = () => fileInput.current?.click();
  const choose = (next: ImageSourceName) => {
    setSource(next);
    // Spec 02 §2: recent images with none available opens the file chooser (in the same click, as browsers ask).
    if (next === "recent-images" && recent.query.isSuccess && recent.pictures.length === 0) openChooser();
  };
  const sources: Array<{ value: ImageSourceName; label: string }> = [
    { value: "picture-set", label: t("editor.upload.pictureSet") },
    { value: "recent-images", label: t("editor.upload.recentImages") },
  ];

  return (
    <div className="flex flex-col gap-3">
      <fieldset className="flex flex-col gap-1">
        <legend className="sr-only">{t("editor.upload.source")}</legend>
        <div className="grid grid-cols-2 gap-1 rounded-lg bg-black/5 p-1">
          {sources.map((option) => (
            <label
              key={option.value}
              className={cx(
                "flex min-h-11 cursor-pointer items-center justify-center rounded-md px-2 text-center text-sm font-semibold has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-primary",
                source === option.value ? "bg-surface text-primary shadow-sm" : "text-muted",
              )}
            >
              <input
                type="radio"
                name={name}
                value={option.value}
                checked={source === option.value}
                onChange={() => choose(option.value)}
                // A click on the chosen source does not change it; recent images with none still open the chooser.
                onClick={() =>
                  option.value === "recent-images" &&
                  source === "recent-images" &&
                  recent.query.isSuccess &&
                  recent.pictures.length === 0 &&
                  openChooser()
                }
                className="sr-only"
              />
              {option.label}
            </label>
          ))}
        </div>
      </fieldset>

      <input
        ref={fileInput}
        type="file"
        accept="image/*"
        multiple
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        data-testid="upload-input"
        onChange={(event) => {
          const files = [...(event.currentTarget.files ?? [])];
          event.currentTarget.value = "";
          if (files.length > 0) void uploads.start(files);
        }}
      />

      {source === "picture-set" ? (
        <PictureInbox
          field={field}
          pictures={setPictures}
          chosenUuid={chosenUuid}
          onChoose={onChoose}
          onNotAllowed={onNotAllowed}
        />
      ) : (
        <div className="flex flex-col gap-3">
          <Button variant="secondary" onClick={openChooser} disabled={uploads.state.running}>
            <ImagePlus aria-hidden="true" className="size-5" />
            {t("editor.upload.uploadPicture")}
          </Button>
          {recent.query.isPending ? (
            <LoadingState text={t("editor.upload.recentLoading")} />
          ) : recent.query.isError && recent.query.data === undefined ? (
            <ErrorState
              message={t("editor.upload.recentFailed")}
              onRetry={() => void recent.query.refetch()}
            />
          ) : recent.pictures.length === 0 ? (
            <EmptyState icon={Images} text={t("editor.upload.noRecent")} />
          ) : (
            <PictureInbox
              field={field}
              pictures={recent.pictures}
              chosenUuid={chosenUuid}
              onChoose={onChoose}
              onNotAllowed={onNotAllowed}
            />
          )}
        </div>
      )}
      <UploadDialogs state={uploads.state} onDismiss={uploads.dismiss} />
    </div>
  );
}
