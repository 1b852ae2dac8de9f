import styles from "./startup.module.css";

/** The minimal start screen, shown before translations exist (so it carries no text of its own). */
export function Splash() {
  return (
    <main className={styles.splash} data-testid="app-splash">
      <span className={styles.spinner} role="status" aria-label="Loading" />
    </main>
  );
}
