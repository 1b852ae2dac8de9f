import styles from "./form.module.css";

/** A form's own error (not a field's), announced; nothing when there is none. */
export function FormError({ message, testId }: { message: string | undefined; testId: string }) {
  return message ? (
    <p className={styles.formError} role="alert" data-testid={testId}>
      {message}
    </p>
  ) : null;
}
