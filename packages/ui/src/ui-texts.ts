/**
 * The few words the primitives say themselves (a dialog's close button, an error's retry). Each app has its own
 * texts and language switch, so the app hands its translation in once, when its i18n module loads
 * (`provideUiTexts`); the primitives carry no texts of their own (the front page's budget counts every byte).
 */
export type UiTextKey = "close" | "tryAgain";

type UseUiTexts = () => (key: UiTextKey) => string;

let useTexts: UseUiTexts = () => (key) => key;

/** Hands the app's translation to the primitives: a hook, so they follow the app's language as it changes. */
export function provideUiTexts(hook: UseUiTexts): void {
  useTexts = hook;
}

/** The translation of the primitives' words; a hook (it calls the app's). */
export function useUiText(): (key: UiTextKey) => string {
  return useTexts();
}
