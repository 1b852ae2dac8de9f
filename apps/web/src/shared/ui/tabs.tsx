import type { ReactNode } from "react";
import * as RadixTabs from "@radix-ui/react-tabs";
import styles from "./tabs.module.css";

export interface TabItem<T extends string> {
  id: T;
  label: string;
  /** Shown after the label, inside the tab (a vendor's Maintenance badge); part of its name. */
  badge?: ReactNode;
}

/**
 * Tabs on Radix (roving focus with the arrow keys, tab and panel linked for assistive
 * technology): a row of tabs and the current tab's panel, `children`. With fewer than two items
 * there is nothing to choose and only the panel shows.
 */
export function Tabs<T extends string>({
  items,
  value,
  onChange,
  label,
  children,
}: {
  items: readonly TabItem<T>[];
  value: T;
  onChange: (id: T) => void;
  label: string;
  children?: ReactNode;
}) {
  if (items.length < 2) return <>{children}</>;
  return (
    <RadixTabs.Root
      value={value}
      onValueChange={(next) => {
        const item = items.find((candidate) => candidate.id === next);
        if (item) onChange(item.id);
      }}
      activationMode="manual"
      className={styles.root}
    >
      <RadixTabs.List className={styles.list} aria-label={label}>
        {items.map((item) => (
          <RadixTabs.Trigger key={item.id} value={item.id} className={styles.tab}>
            {item.label}
            {item.badge ? <> {item.badge}</> : null}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      <RadixTabs.Content value={value} className={styles.panel}>
        {children}
      </RadixTabs.Content>
    </RadixTabs.Root>
  );
}
