import { forwardRef, type ButtonHTMLAttributes } from "react";

export type ButtonVariant = "default" | "primary" | "link";

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: "default" | "small";
  /** Shows the action running: disabled and announced busy, its label kept (no width jump). */
  busy?: boolean;
}

const VARIANT_CLASS: Record<ButtonVariant, string> = { default: "btn", primary: "btn btn-primary", link: "btn-link" };

/**
 * The button of the design system (docs/design.md): the global .btn classes, at least 44 px high
 * on a phone, type="button" unless told otherwise.
 */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = "default", size = "default", busy = false, className, type = "button", disabled, ...rest },
  ref,
) {
  const classes = [VARIANT_CLASS[variant], size === "small" ? "btn-small" : "", className ?? ""].filter(Boolean);
  return (
    <button
      ref={ref}
      type={type}
      className={classes.join(" ")}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      {...rest}
    />
  );
});
