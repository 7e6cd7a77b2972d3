import type { FullTemplate, UserResources } from "@shop/contracts/templates";
import type { TemplateInstance } from "@shop/render/template";
import type { EditorPicture } from "./types.ts";

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
