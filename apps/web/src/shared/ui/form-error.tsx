import styles from "./form.module.css";

/** A form's own error (not a field's), announced; nothing when there is none. */
export function FormError({ message }: { message: string | undefined }) {
  return message ? (
    <p className={styles.formError} role="alert">
      {message}
    </p>
  ) : null;
}
