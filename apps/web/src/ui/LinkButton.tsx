import { Link, type LinkProps } from "react-router";
import { type ButtonVariant, buttonClass } from "./button-styles.ts";

export function LinkButton({
  variant = "primary",
  className,
  ...rest
}: LinkProps & { variant?: ButtonVariant }) {
  return <Link className={buttonClass(variant, className)} {...rest} />;
}
