import { useId } from "react";
import formStyles from "./form.module.css";

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

/** A labelled native select, with its error linked as FormField's is. */
export function SelectField({
  label,
  value,
  onValue,
  options,
  required,
  error,
}: {
  label: string;
  value: string;
  onValue: (value: string) => void;
  options: readonly SelectOption[];
  required?: boolean;
  error?: string | undefined;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={formStyles.field}>
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
        aria-describedby={error ? errorId : undefined}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
      {error ? (
        <p id={errorId} className={formStyles.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
