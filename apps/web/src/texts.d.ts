/** The whole of a locale file as one object (lib/i18n.ts loadAllTexts), apart from its tree-shaken named imports. */
declare module "*.json?all" {
  const texts: Record<string, unknown>;
  export default texts;
}
