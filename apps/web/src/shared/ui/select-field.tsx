import formStyles from "./form.module.css";

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

/** A labelled native select; its id is its test id. */
export function SelectField({
  label,
  value,
  onValue,
  options,
  testId,
  required,
}: {
  label: string;
  value: string;
  onValue: (value: string) => void;
  options: readonly SelectOption[];
  testId: string;
  required?: boolean;
}) {
  return (
    <div className={formStyles.field}>
      <label htmlFor={testId} className={required ? `${formStyles.label} ${formStyles.required}` : formStyles.label}>
        {label}
      </label>
      <select
        id={testId}
        className={formStyles.input}
        value={value}
        onChange={(event) => onValue(event.target.value)}
        data-testid={testId}
        aria-required={required || undefined}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
