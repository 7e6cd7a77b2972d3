import { ErrorCode } from "@shop/contracts/error-codes";
import { codeText } from "../../lib/api.ts";
import type { TFunction } from "../../lib/i18n.ts";

/**
 * The text under a checkout field. Its message is the code of the rule it breaks, from the form's own rules or the
 * server's answer (they are the domain's same rules), said in the user's language.
 */
export function fieldText(message: string | undefined, t: TFunction): string | undefined {
  if (!message) return undefined;
  const code = ErrorCode.safeParse(message);
  return code.success ? codeText(code.data, null, t) : message;
}
