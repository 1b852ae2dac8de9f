import { useId, type InputHTMLAttributes, type ReactNode } from "react";
import styles from "./form.module.css";

export interface FormFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "onChange" | "value" | "prefix"> {
  /** The input's id; a generated one when not given. */
  id?: string;
  label: string;
  value: string;
  onValue: (value: string) => void;
  error?: string | undefined;
  /** Shown after the input on the same row (a send-code button, a captcha image). */
  addon?: ReactNode;
  /** Shown before the input on the same row (a country select). */
  prefix?: ReactNode;
  /** Ids of texts elsewhere that describe the input (an amount's limits); read with the field's own error. */
  "aria-describedby"?: string | undefined;
}

/** A labelled input with its error, linked for assistive technology. */
export function FormField({
  id,
  label,
  value,
  onValue,
  error,
  addon,
  prefix,
  required,
  "aria-describedby": describedBy,
  ...input
}: FormFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const errorId = `${inputId}-error`;
  // The ids given and the error's, together: neither replaces the other.
  const descriptions = [describedBy, error ? errorId : undefined].filter(Boolean).join(" ");
  const control = (
    <input
      {...input}
      id={inputId}
      className={addon || prefix ? `${styles.input} ${styles.grow}` : styles.input}
      value={value}
      onChange={(event) => onValue(event.target.value)}
      aria-invalid={error ? true : undefined}
      aria-describedby={descriptions || undefined}
      aria-required={required || undefined}
    />
  );
  return (
    <div className={styles.field}>
      <label htmlFor={inputId} className={required ? `${styles.label} ${styles.required}` : styles.label}>
        {label}
      </label>
      {addon || prefix ? (
        <div className={styles.row}>
          {prefix}
          {control}
          {addon}
        </div>
      ) : (
        control
      )}
      {error ? (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
