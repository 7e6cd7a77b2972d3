import type { PictureType } from "@shop/domain/picture-type";
import type { PrintQuality } from "@shop/render/quality";
import type { TemplateDocument, TemplateInstance, TextChoice } from "@shop/render/template";

/** A picture the editor can place: one of the current picture set's (or, later, the parent's own uploads). */
export interface EditorPicture {
  readonly uuid: string;
  /** Shown as 'Picture id'. */
  readonly webshopId: string;
  /** Full size in pixels, before rotation. */
  readonly width: number;
  readonly height: number;
  readonly type: PictureType | null;
  readonly groupPicture: boolean;
  readonly userUploaded: boolean;
  readonly greenscreen: boolean;
  /** Signed 320-pixel and 640-pixel renditions. */
  readonly thumbnailUrl: string;
  readonly previewUrl: string;
  /** A green-screen picture's 640 cut-out (transparent around the person), laid over a chosen background. */
  readonly cutoutUrl: string | null;
}

/** The image screen (image/): edits one image field; Done answers the whole instance (replace-all may change more). */
export interface ImageScreenProps {
  readonly doc: TemplateDocument;
  readonly instance: TemplateInstance;
  readonly fieldId: string;
  readonly pictures: readonly EditorPicture[];
  /** The picture set's job, for its green-screen backgrounds. */
  readonly jobUuid: string;
  /** Whether the parent's own pictures are offered (where the shop takes them): not in a package's items. */
  readonly ownPictures?: boolean;
  /** The package's subject-change mode when the template is an item of a package (replace-all, spec 02 §4). */
  readonly packageMode?: number | null;
  /** The shop disables the image toolbox (its `disableImageToolbox`): no 'Edit image' for any field. */
  readonly toolboxDisabled?: boolean;
  /** How the quality light reads a dpi; left out: the templates' rule (render's printQuality). A print has its own. */
  readonly rateDpi?: (dpi: number) => PrintQuality;
  readonly onCancel: () => void;
  readonly onDone: (next: TemplateInstance) => void;
}

/** The text screen (text/): edits one text field. */
export interface TextScreenProps {
  readonly doc: TemplateDocument;
  readonly fieldId: string;
  readonly choice: TextChoice;
  readonly onCancel: () => void;
  readonly onDone: (choice: TextChoice) => void;
}
