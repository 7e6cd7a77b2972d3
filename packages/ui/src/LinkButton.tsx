import { Link, type LinkProps } from "react-router";
import { type ButtonSize, type ButtonVariant, buttonClass } from "./button-styles.ts";

export function LinkButton({
  variant = "primary",
  size,
  className,
  ...rest
}: LinkProps & { variant?: ButtonVariant; size?: ButtonSize }) {
  return <Link className={buttonClass(variant, className, size)} {...rest} />;
}
