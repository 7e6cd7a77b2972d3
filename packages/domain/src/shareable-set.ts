// Apart from share.ts so that a page showing the 'Share pictures' button does not carry the e-mail rules with it.

/**
 * A picture set offered in the share dialog (spec 03 §5): not one of an archived job, and not one that came to this
 * account by someone else's invite (issue 13: the invite opens it for the recipient, not to pass on).
 */
export function isShareablePictureSet(set: { isArchived: boolean; cameByInvite: boolean }): boolean {
  return !set.isArchived && !set.cameByInvite;
}
