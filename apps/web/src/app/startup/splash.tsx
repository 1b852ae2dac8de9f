import { Spinner } from "../../shared/ui/spinner";
import styles from "./startup.module.css";

/** The minimal start screen, shown before translations exist (so its one word is not translated). */
export function Splash() {
  return (
    <main className={styles.page} data-testid="app-splash">
      <Spinner label="Loading" size="large" />
    </main>
  );
}
