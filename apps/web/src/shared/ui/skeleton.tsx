import styles from "./skeleton.module.css";

/**
 * A grey block where content will arrive, the size of that content, so nothing moves when it
 * does (CLS <= 0.1). Hidden from assistive technology: the busy region around it speaks for it.
 * Its size is a style property, which React sets through the CSSOM (the strict CSP allows that;
 * it refuses style attributes in served markup).
 */
export function Skeleton({ width = "100%", height = "1rem" }: { width?: string; height?: string }) {
  return <span className={styles.block} aria-hidden="true" style={{ width, height }} />;
}

/** `count` cards laid out as the grid of cards that will replace them, announced as loading. */
export function SkeletonCards({ count, label }: { count: number; label: string }) {
  return (
    <div className={styles.cards} role="status" aria-busy="true">
      <span className="visually-hidden">{label}</span>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className={styles.card} aria-hidden="true">
          <span className={styles.art} />
          <span className={styles.line} />
        </div>
      ))}
    </div>
  );
}
