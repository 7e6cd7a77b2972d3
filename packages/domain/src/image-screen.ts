/**
 * The template editor's image screen rules of spec 02 §2, §4 and §9: which tabs it shows, when the pinch hint
 * appears and the timings.
 */

/** The pinch hint shows for about 10 seconds (spec 02 §9). */
export const pinchHintMs = 10_000;
/** A short delay precedes leaving the text or image screen (spec 02 §4, §9). */
export const leaveScreenDelayMs = 300;
/** The picture sizes the screen asks for (spec 02 §9): thumbnails in the inbox, the preview in the frame. */
export const pictureThumbnailSize = 320;
export const picturePreviewSize = 640;

export interface ImageScreenFacts {
  /** An image is chosen for the field. */
  readonly hasImage: boolean;
  /** The field's image toolbox is disabled (`disableEdit`). */
  readonly toolboxDisabled: boolean;
  readonly backgroundsDisabled: boolean;
  /** The chosen picture is a green-screen one, so it can stand on a background. */
  readonly greenscreen: boolean;
  /** The job has backgrounds. */
  readonly backgroundsExist: boolean;
}

export type ImageScreenTab = "inbox" | "edit" | "backgrounds";

/**
 * Spec 02 §2: the image inbox always; 'Edit image' only if the toolbox is not disabled and an image is chosen;
 * 'Backgrounds' only if backgrounds are not disabled for the field, backgrounds exist and an image (a green-screen
 * picture) is chosen.
 */
export function imageScreenTabs(facts: ImageScreenFacts): readonly ImageScreenTab[] {
  const tabs: ImageScreenTab[] = ["inbox"];
  if (facts.hasImage && !facts.toolboxDisabled) tabs.push("edit");
  if (facts.hasImage && facts.greenscreen && !facts.backgroundsDisabled && facts.backgroundsExist) {
    tabs.push("backgrounds");
  }
  return tabs;
}

/**
 * Spec 02 §4: the pinch hint shows once per session when the field has an image, zoom is not disabled, the toolbox
 * is enabled and the field is not turned on its part.
 */
export function showsPinchHint(facts: {
  readonly hasImage: boolean;
  readonly zoomDisabled: boolean;
  readonly toolboxDisabled: boolean;
  readonly fieldRotation: number;
  readonly shownThisSession: boolean;
}): boolean {
  return (
    facts.hasImage &&
    !facts.zoomDisabled &&
    !facts.toolboxDisabled &&
    facts.fieldRotation % 360 === 0 &&
    !facts.shownThisSession
  );
}
