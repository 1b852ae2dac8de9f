import { useState } from "react";
import { Badge } from "../../shared/ui/badge";
import { Button } from "../../shared/ui/button";
import { DataTable } from "../../shared/ui/data-table";
import { EmptyState } from "../../shared/ui/empty-state";
import { FormField } from "../../shared/ui/form-field";
import { ModalFrame } from "../../shared/ui/modal-frame";
import { SelectField } from "../../shared/ui/select-field";
import { Skeleton, SkeletonCards } from "../../shared/ui/skeleton";
import { Spinner } from "../../shared/ui/spinner";
import { Tabs } from "../../shared/ui/tabs";
import { toast } from "../../shared/ui/toast";
import styles from "./styleguide-page.module.css";

/*
 * Every primitive of the design system on one page (docs/design.md), for the engineer building a
 * page. Development builds only (the route is left out of production builds), so its texts are
 * English and not translated: no player ever sees it.
 */

const TOKENS = [
  "--color-bg",
  "--color-surface",
  "--color-surface-2",
  "--color-border",
  "--color-text",
  "--color-text-muted",
  "--color-accent",
  "--color-on-accent",
  "--color-link",
  "--color-success",
  "--color-warning",
  "--color-danger",
];

const ROWS = [
  { id: "1", time: "2026-11-24 10:02:11", game: "Lucky Sevens", stake: "10.00", payout: "25.00" },
  { id: "2", time: "2026-11-24 10:02:40", game: "Punto Banco", stake: "50.00", payout: "0.00" },
];

export default function StyleguidePage() {
  const [tab, setTab] = useState<"one" | "two">("one");
  const [text, setText] = useState("");
  const [choice, setChoice] = useState("a");
  const [sheet, setSheet] = useState(false);
  return (
    <div className={styles.page}>
      <h1>Design system</h1>

      <section aria-labelledby="sg-colours">
        <h2 id="sg-colours">Colours</h2>
        <ul className={styles.swatches}>
          {TOKENS.map((token) => (
            <li key={token} className={styles.swatch}>
              <span className={styles.chip} style={{ background: `var(${token})` }} />
              <code>{token}</code>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="sg-type">
        <h2 id="sg-type">Type scale</h2>
        {["xs", "sm", "md", "lg", "xl", "2xl"].map((size) => (
          <p key={size} style={{ fontSize: `var(--font-${size})`, margin: 0 }}>
            --font-{size}: Lucky Sevens 幸运七 ラッキー7 ลัคกี้เซเว่น Bảy may mắn
          </p>
        ))}
      </section>

      <section aria-labelledby="sg-buttons">
        <h2 id="sg-buttons">Buttons and badges</h2>
        <div className={styles.row}>
          <Button variant="primary">Deposit</Button>
          <Button>Cancel</Button>
          <Button size="small">Small</Button>
          <Button busy>Saving</Button>
          <Button variant="link">A link-like action</Button>
        </div>
        <div className={styles.row}>
          <Badge tone="accent">Hot</Badge>
          <Badge>Maintenance</Badge>
          <Badge tone="success">Paid</Badge>
          <Badge tone="warning">Demo</Badge>
          <Badge tone="danger">Rejected</Badge>
        </div>
      </section>

      <section aria-labelledby="sg-forms">
        <h2 id="sg-forms">Inputs</h2>
        <FormField label="Amount" value={text} onValue={setText} inputMode="decimal" />
        <FormField label="With an error" value="" onValue={() => undefined} error="Enter an amount" />
        <SelectField
          label="Channel"
          value={choice}
          onValue={setChoice}
          options={[
            { value: "a", label: "Bank transfer" },
            { value: "b", label: "Sandbox gateway" },
          ]}
        />
      </section>

      <section aria-labelledby="sg-tabs">
        <h2 id="sg-tabs">Tabs</h2>
        <Tabs
          label="Example tabs"
          value={tab}
          onChange={setTab}
          items={[
            { id: "one", label: "By username" },
            { id: "two", label: "By mobile" },
          ]}
        >
          <p>Panel of the tab “{tab}”.</p>
        </Tabs>
      </section>

      <section aria-labelledby="sg-feedback">
        <h2 id="sg-feedback">Feedback: sheet, toast, loading, empty</h2>
        <div className={styles.row}>
          <Button onClick={() => setSheet(true)}>Open a sheet</Button>
          <Button onClick={() => toast("success", "Deposit submitted", "We will credit it once the bank confirms.")}>
            Success toast
          </Button>
          <Button onClick={() => toast("error", "The amount is above your daily deposit limit")}>Error toast</Button>
        </div>
        <Spinner label="Loading" />
        <Skeleton width="12rem" height="1.25rem" />
        <SkeletonCards count={4} label="Loading games" />
        <EmptyState title="No records yet." />
      </section>

      <section aria-labelledby="sg-table">
        <h2 id="sg-table">Table (cards on a phone)</h2>
        <DataTable
          label="Betting records"
          rows={ROWS}
          rowKey={(row) => row.id}
          columns={[
            { key: "time", header: "Time", cell: (row) => row.time },
            { key: "game", header: "Game", cell: (row) => row.game },
            { key: "stake", header: "Stake", cell: (row) => row.stake, numeric: true },
            { key: "payout", header: "Payout", cell: (row) => row.payout, numeric: true },
          ]}
          footer={{ time: "Total", stake: "60.00", payout: "25.00" }}
        />
      </section>

      {sheet ? (
        <ModalFrame title="A sheet" closeLabel="Close" onClose={() => setSheet(false)}>
          <p>On a phone this rises from the bottom; a wide one (the centres) takes the whole screen.</p>
        </ModalFrame>
      ) : null}
    </div>
  );
}
