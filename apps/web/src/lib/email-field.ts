import { checkEmail } from "@shop/domain/validation";
import type { TFunction } from "./i18n.ts";

/** A form's e-mail field check: the spec's text for what is wrong with the address, or true (react-hook-form). */
export function emailFieldCheck(t: TFunction, value: string): string | true {
  const problem = checkEmail(value);
  return problem ? t(`validation.${problem}`) : true;
}
