/**
 * Names people type (a child's name and group, a parent's name, a delivery name): what is stored, and what a mail may
 * say of them.
 */

/**
 * The Unicode controls that reorder text around them (embeddings, overrides, isolates and the direction marks,
 * U+202A–U+202E, U+2066–U+2069, U+200E, U+200F, U+061C): in a stored name they make it show as other letters than it
 * holds ('Trojan Source'), in a list, a receipt, a print file or a mail.
 */
const bidiControls = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it finds
const controlCharacters = /[\u0000-\u001f\u007f-\u009f]/g;

/** A name as it is stored wherever one is: the bidi controls out, other control characters as spaces (a line break
 * too), spaces collapsed, trimmed. */
export function cleanName(value: string): string {
  return value.replace(bidiControls, "").replace(controlCharacters, " ").replace(/\s+/g, " ").trim();
}

/** A stored name that may be absent, cleaned; empty becomes null. */
export function cleanOptionalName(value: string | null | undefined): string | null {
  if (value == null) return null;
  const cleaned = cleanName(value);
  return cleaned === "" ? null : cleaned;
}

/** The longest name a mail says: enough for any real name, too short for a sales pitch. */
export const mailNameMax = 80;

// A web address or an e-mail address inside a name: a scheme, www., an @, or a dotted host ending in a top-level
// domain of letters (mail programs make every one of these a link).
const linkLike = /\S*(?:[a-z][a-z0-9+.-]*:\/\/|www\.|@)\S*|\S*[\p{L}\p{N}-]\.[\p{L}]{2,}\b\S*/giu;

/**
 * A name as a mail may say it (a greeting, who shared pictures): cleaned, without anything a mail program would make
 * a link, at most mailNameMax characters; null when nothing is left. A name someone typed never goes into a mail's
 * subject: anyone can make an account with any name and have the shop send mail with it (an invite).
 */
export function mailName(value: string | null | undefined): string | null {
  if (value == null) return null;
  const unlinked = cleanName(cleanName(value).replace(linkLike, " "));
  const letters = Array.from(unlinked);
  const short = letters.length > mailNameMax ? letters.slice(0, mailNameMax).join("").trimEnd() : unlinked;
  return short === "" ? null : short;
}
