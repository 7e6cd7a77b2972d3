import { limits } from "@shop/domain/limits";
import { TextField, type TextFieldProps } from "@shop/ui/TextField";

/** The field an access code is typed in: no autocomplete, no spell check, capitals on a phone's keyboard. */
export function CodeField(props: TextFieldProps) {
  return (
    <TextField
      name="code"
      maxLength={limits.accessCodeMax}
      autoComplete="off"
      autoCapitalize="characters"
      spellCheck={false}
      {...props}
    />
  );
}
