import { useId, type ReactNode } from "react";
import formStyles from "./form.module.css";

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

/** A labelled native select, with its hint and its error linked as FormField's are. */
export function SelectField({
  label,
  value,
  onValue,
  options,
  required,
  error,
  hint,
  disabled,
  className,
}: {
  label: string;
  value: string;
  onValue: (value: string) => void;
  options: readonly SelectOption[];
  required?: boolean;
  error?: string | undefined;
  /** Under the select, and its description (a bet's range). */
  hint?: ReactNode;
  disabled?: boolean;
  /** The field's box in its page's layout (a flex item's size). */
  className?: string;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter((x) => x !== null).join(" ");
  return (
    <div className={className ? `${formStyles.field} ${className}` : formStyles.field}>
      <label htmlFor={id} className={required ? `${formStyles.label} ${formStyles.required}` : formStyles.label}>
        {label}
      </label>
      <select
        id={id}
        className={formStyles.input}
        value={value}
        onChange={(event) => onValue(event.target.value)}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        disabled={disabled}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
      {hint ? (
        <p id={hintId} className={formStyles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={formStyles.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
