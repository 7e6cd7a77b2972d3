/** Business constants and limits of spec 01 §9. */
export const limits = {
  signInPasswordMin: 3,
  registrationPasswordMin: 6,
  /** At reset the password must be longer than this. */
  resetPasswordLongerThan: 6,
  accountPasswordMin: 5,
  addCodeDialogMin: 6,
  addCodeDialogHint: 4,
  accountCodeMin: 5,
  thumbnailsPerCard: 6,
  newPictureSetThumbSize: 320,
  previewSize: 640,
  digitalPreviewMax: 3,
  orderReferenceLength: 8,
  accessCodeMax: 64,
  emailMax: 254,
  passwordMax: 200,
} as const;

/** Sizes the image endpoint serves besides the original. */
export const pictureSizes = [320, 640] as const;
export type PictureSize = (typeof pictureSizes)[number];
