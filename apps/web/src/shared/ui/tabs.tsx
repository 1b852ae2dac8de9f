import styles from "./form.module.css";

export interface TabItem<T extends string> {
  id: T;
  label: string;
  testId: string;
}

/** A row of tabs (login type, registration mode, reset method). */
export function Tabs<T extends string>({
  items,
  value,
  onChange,
  label,
}: {
  items: readonly TabItem<T>[];
  value: T;
  onChange: (id: T) => void;
  label: string;
}) {
  if (items.length < 2) return null;
  return (
    <div className={styles.tabs} role="tablist" aria-label={label}>
      {items.map((item) => (
        <button
          key={item.id}
          type="button"
          role="tab"
          className={styles.tab}
          aria-selected={item.id === value}
          data-testid={item.testId}
          onClick={() => onChange(item.id)}
        >
          {item.label}
        </button>
      ))}
    </div>
  );
}
