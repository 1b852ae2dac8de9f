import { useEffect, useId, useState, type ReactNode } from "react";
import { defaultLedgerDays, type LedgerDays } from "../../shared/format/day-range";
import { matchingQuickRange, quickRangeDays } from "../../shared/format/quick-ranges";
import { useCursorPaging } from "../../shared/hooks/cursor-paging";
import { Badge } from "../../shared/ui/badge";
import { BarChart } from "../../shared/ui/bar-chart";
import { Button } from "../../shared/ui/button";
import cardStyles from "../../shared/ui/card.module.css";
import { CenterPage } from "../../shared/ui/center-page";
import { ClaimAction } from "../../shared/ui/claim-action";
import { CopyButton } from "../../shared/ui/copy-button";
import { DataTable } from "../../shared/ui/data-table";
import { DayRangeForm } from "../../shared/ui/day-range-form";
import { EmptyState } from "../../shared/ui/empty-state";
import { ErrorPanel } from "../../shared/ui/error-panel";
import { EmailField, PasswordField, UsernameField } from "../../shared/ui/fields";
import { FormField } from "../../shared/ui/form-field";
import { ModalFrame } from "../../shared/ui/modal-frame";
import { Pager, type CursorPaged } from "../../shared/ui/pager";
import { ProgressBar, ProgressHead } from "../../shared/ui/progress-bar";
import progressStyles from "../../shared/ui/progress-bar.module.css";
import { QuickRangeButtons } from "../../shared/ui/quick-range-buttons";
import { SelectField } from "../../shared/ui/select-field";
import { SignedAmount } from "../../shared/ui/signed-amount";
import { Skeleton, SkeletonCards } from "../../shared/ui/skeleton";
import { Spinner } from "../../shared/ui/spinner";
import { StatusCard } from "../../shared/ui/status-card";
import { Tabs } from "../../shared/ui/tabs";
import textStyles from "../../shared/ui/text.module.css";
import { toast } from "../../shared/ui/toast";
import { When } from "../../shared/ui/when";
import styles from "./styleguide-page.module.css";

/*
 * Every primitive and token of the design system on one page (docs/design.md), for the engineer
 * building a page: each primitive in a section of its own, named after it (styleguide-page.test.tsx
 * checks there is one for every primitive of the doc's table). Development builds only (the route
 * is left out of production builds), so its texts are English and not translated: no player ever
 * sees it.
 */

const COLOURS = [
  "--color-bg",
  "--color-surface",
  "--color-surface-2",
  "--color-border",
  "--color-text",
  "--color-text-muted",
  "--color-accent",
  "--color-on-accent",
  "--color-accent-hover",
  "--color-link",
  "--color-success",
  "--color-warning",
  "--color-danger",
  "--color-badge",
  "--color-on-badge",
  "--color-overlay",
  "--color-code-bg",
  "--color-focus",
];
const SPACES = ["--space-1", "--space-2", "--space-3", "--space-4", "--space-5", "--space-6"];
const FONTS = ["--font-xs", "--font-sm", "--font-md", "--font-lg", "--font-xl", "--font-2xl"];
const RADII = ["--radius", "--radius-lg", "--radius-pill"];
/** Lowest first. */
const LAYERS = ["--z-header", "--z-tab-bar", "--z-overlay", "--z-toast"];

const ROWS = [
  { id: "1", time: "2026-11-24 10:02:11", game: "Lucky Sevens", stake: "10.00", payout: "25.00" },
  { id: "2", time: "2026-11-24 10:02:40", game: "Punto Banco", stake: "50.00", payout: "0.00" },
];

/** 42 records, 10 a page: the fields of page `page` as the server would answer them. */
const PAGED_TOTAL = 42;
const PAGE_SIZE = 10;
function pagedAnswer(page: number): CursorPaged {
  const pages = Math.ceil(PAGED_TOTAL / PAGE_SIZE);
  return {
    next: page < pages ? `page-${page + 1}` : null,
    prev: page > 1 ? `page-${page - 1}` : null,
    total: PAGED_TOTAL,
    totalCapped: false,
    pageSize: PAGE_SIZE,
  };
}
const CAPPED: CursorPaged = { next: "page-2", prev: null, total: 1000, totalCapped: true, pageSize: 20 };

const WEEK = [
  { day: "Mon", rebates: 12.5, salaries: 0 },
  { day: "Tue", rebates: 8, salaries: 0 },
  { day: "Wed", rebates: 15.25, salaries: 5 },
  { day: "Thu", rebates: 0, salaries: 0 },
  { day: "Fri", rebates: 21, salaries: 10 },
  { day: "Sat", rebates: 30.5, salaries: 10 },
  { day: "Sun", rebates: 18, salaries: 5 },
];

/** A section named by its h2 (the primitive's or the token group's name). */
function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

function TokenSections() {
  return (
    <>
      <Section title="Colours">
        <ul className={styles.swatches}>
          {COLOURS.map((token) => (
            <li key={token} className={styles.swatch}>
              <span className={styles.chip} style={{ background: `var(${token})` }} />
              <code>{token}</code>
            </li>
          ))}
        </ul>
      </Section>

      <Section title="Spacing">
        <ul className={styles.tokens}>
          {SPACES.map((token) => (
            <li key={token} className={styles.swatch}>
              <span className={styles.space} style={{ width: `var(${token})` }} />
              <code>{token}</code>
            </li>
          ))}
        </ul>
      </Section>

      <Section title="Type scale">
        <ul className={styles.tokens}>
          {FONTS.map((token) => (
            <li key={token} className={styles.swatch}>
              <code>{token}</code>
              <span style={{ fontSize: `var(${token})` }}>Lucky Sevens 幸运七 ラッキー7 ลัคกี้เซเว่น Bảy may mắn</span>
            </li>
          ))}
        </ul>
      </Section>

      <Section title="Radii">
        <ul className={styles.swatches}>
          {RADII.map((token) => (
            <li key={token} className={styles.swatch}>
              <span className={styles.box} style={{ borderRadius: `var(${token})` }} />
              <code>{token}</code>
            </li>
          ))}
        </ul>
      </Section>

      <Section title="Shadow">
        <div className={styles.swatch}>
          <span className={`${styles.box} ${styles.raised}`} />
          <code>--shadow-raised</code>
        </div>
      </Section>

      <Section title="Layers">
        <p className={textStyles.muted}>
          Lowest first: a dialog covers the header and tab bar, a toast covers a dialog.
        </p>
        <ol className={styles.tokens}>
          {LAYERS.map((token) => (
            <li key={token}>
              <code>{token}</code>
            </li>
          ))}
        </ol>
      </Section>
    </>
  );
}

function InputSections() {
  const [amount, setAmount] = useState("");
  const [password, setPassword] = useState("");
  const [username, setUsername] = useState("");
  const [email, setEmail] = useState("");
  const [channel, setChannel] = useState("bank");
  const limitsId = useId();
  return (
    <>
      <Section title="Button">
        <div className={styles.row}>
          <Button variant="primary">Deposit</Button>
          <Button>Cancel</Button>
          <Button size="small">Small</Button>
          <Button busy>Saving</Button>
          <Button disabled>Disabled</Button>
          <Button variant="link">A link-like action</Button>
        </div>
      </Section>

      <Section title="FormField">
        <p id={limitsId} className={textStyles.muted}>
          Between 50.00 and 20,000.00 a deposit.
        </p>
        <FormField
          label="Amount"
          value={amount}
          onValue={setAmount}
          inputMode="decimal"
          required
          aria-describedby={limitsId}
          error={amount !== "" && !/^\d+(\.\d{1,2})?$/.test(amount) ? "Enter an amount like 100.00" : undefined}
        />
        <FormField label="With an error" value="" onValue={() => undefined} error="Enter an amount" />
        <FormField
          label="Verification code"
          value=""
          onValue={() => undefined}
          inputMode="numeric"
          addon={<Button onClick={() => toast("info", "Code sent")}>Send code</Button>}
        />
      </Section>

      <Section title="PasswordField, UsernameField and EmailField">
        <UsernameField value={username} onValue={setUsername} />
        <PasswordField label="Password" value={password} onValue={setPassword} />
        <EmailField
          value={email}
          onValue={setEmail}
          error={email.includes("@") || email === "" ? undefined : "Enter an e-mail address"}
        />
      </Section>

      <Section title="SelectField">
        <SelectField
          label="Channel"
          value={channel}
          onValue={setChannel}
          required
          options={[
            { value: "bank", label: "Bank transfer" },
            { value: "sandbox", label: "Sandbox gateway" },
            { value: "card", label: "Card (under maintenance)", disabled: true },
          ]}
        />
      </Section>
    </>
  );
}

function DialogSections() {
  const [tab, setTab] = useState<"username" | "mobile" | "sports">("username");
  const [dialog, setDialog] = useState<"default" | "wide" | null>(null);
  return (
    <>
      <Section title="Tabs">
        <Tabs
          label="Example tabs"
          value={tab}
          onChange={setTab}
          items={[
            { id: "username", label: "By username" },
            { id: "mobile", label: "By mobile" },
            { id: "sports", label: "Sports", badge: <Badge>Maintenance</Badge> },
          ]}
        >
          <p>Panel of the tab “{tab}”.</p>
        </Tabs>
      </Section>

      <Section title="ModalFrame">
        <div className={styles.row}>
          <Button onClick={() => setDialog("default")}>Open a dialog</Button>
          <Button onClick={() => setDialog("wide")}>Open a wide dialog</Button>
        </div>
        {dialog ? (
          <ModalFrame
            title={dialog === "wide" ? "A wide dialog" : "A dialog"}
            closeLabel="Close"
            size={dialog}
            onClose={() => setDialog(null)}
          >
            <p>
              {dialog === "wide"
                ? "Full screen on a phone, as the member centres are."
                : "On a phone this rises from the bottom as a sheet."}
            </p>
            <Button onClick={() => toast("success", "A toast over a dialog", "It stays readable and clickable.")}>
              Toast over the dialog
            </Button>
          </ModalFrame>
        ) : null}
      </Section>

      <Section title="toast() and Toaster">
        <p className={textStyles.muted}>The layout holds the one Toaster; these buttons only call toast().</p>
        <div className={styles.row}>
          <Button onClick={() => toast("success", "Deposit submitted", "We will credit it once the bank confirms.")}>
            Success toast
          </Button>
          <Button onClick={() => toast("error", "The amount is above your daily deposit limit")}>Error toast</Button>
          <Button onClick={() => toast("info", "A new message arrived")}>Info toast</Button>
        </div>
      </Section>
    </>
  );
}

function ContentSections() {
  const paging = useCursorPaging();
  const [now] = useState(() => Date.now());
  const [days, setDays] = useState<LedgerDays>(() => defaultLedgerDays(now));
  const [searched, setSearched] = useState<{ from: number; to: number } | null>(null);
  return (
    <>
      <Section title="Skeleton and SkeletonCards">
        <Skeleton width="12rem" height="1.25rem" />
        <SkeletonCards count={4} label="Loading games" />
      </Section>

      <Section title="EmptyState">
        <EmptyState title="No records in these days.">
          <p>Choose a longer period, or place a bet first.</p>
        </EmptyState>
      </Section>

      <Section title="Badge">
        <div className={styles.row}>
          <Badge tone="accent">Hot</Badge>
          <Badge tone="muted">Maintenance</Badge>
          <Badge tone="success">Paid</Badge>
          <Badge tone="warning">Demo</Badge>
          <Badge tone="danger">Rejected</Badge>
        </div>
      </Section>

      <Section title="DataTable">
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
      </Section>

      <Section title="Spinner">
        <div className={styles.row}>
          <Spinner label="Loading" />
        </div>
      </Section>

      <Section title="Pager">
        <Pager
          data={pagedAnswer(paging.position.page)}
          page={paging.position.page}
          onCursor={(cursor, step) => paging.follow(cursor, step)}
        />
        <p className={textStyles.muted}>When the server stopped counting:</p>
        <Pager data={CAPPED} page={1} onCursor={() => undefined} />
      </Section>

      <Section title="DayRangeForm and QuickRangeButtons">
        <QuickRangeButtons
          active={matchingQuickRange(days, now)}
          onPick={(range) => setDays(quickRangeDays(range, now))}
        />
        <DayRangeForm days={days} onDays={setDays} onSearch={setSearched} maxDays={31} />
        {searched ? (
          <p className={textStyles.muted} role="status">
            Searched from <When at={searched.from} /> to <When at={searched.to} /> (exclusive).
          </p>
        ) : null}
      </Section>

      <Section title="SignedAmount">
        <div className={styles.row}>
          <SignedAmount amount="25.50" />
          <SignedAmount amount="-1234.5" />
          <SignedAmount amount="0" />
        </div>
      </Section>

      <Section title="BarChart">
        <BarChart
          title="Income by day"
          scale="Highest: 40.50"
          summary={`Income by day: ${WEEK.map((d) => `${d.day} ${(d.rebates + d.salaries).toFixed(2)}`).join(", ")}`}
          series={[
            { label: "Rebates", tone: "accent" },
            { label: "Salaries", tone: "success" },
          ]}
          bars={WEEK.map((d) => ({ key: d.day, label: d.day, values: [d.rebates, d.salaries] }))}
        />
      </Section>
    </>
  );
}

/** A claim that runs for a second, then says what it gave. */
function ClaimExample() {
  const [state, setState] = useState<"ready" | "busy" | "done">("ready");
  useEffect(() => {
    if (state !== "busy") return;
    const timer = window.setTimeout(() => setState("done"), 1000);
    return () => window.clearTimeout(timer);
  }, [state]);
  return (
    <ClaimAction
      label="Claim"
      claimable={state !== "done"}
      busy={state === "busy"}
      onClaim={() => setState("busy")}
      done={state === "done" ? "Added 5.00 to your wallet." : undefined}
    />
  );
}

function CardSections() {
  const copyLabelId = useId();
  const headLabelId = useId();
  const [retries, setRetries] = useState(0);
  return (
    <>
      <Section title="StatusCard">
        <div className={styles.cards}>
          <StatusCard
            className={`${cardStyles.card} ${cardStyles.stack}`}
            title="Bet 500.00 on Slots"
            headingLevel={4}
            status="IN_PROGRESS"
            statusText="In progress"
            tone="muted"
          >
            <ProgressBar label="Progress" text="120.00 of 500.00" value={120} max={500} />
          </StatusCard>
          <StatusCard
            className={`${cardStyles.card} ${cardStyles.stack}`}
            title="Weekly reload bonus"
            headingLevel={4}
            status="CLAIMED"
            statusText="Claimed"
            tone="success"
          >
            <p className={textStyles.amount}>20.00</p>
          </StatusCard>
        </div>
      </Section>

      <Section title="ClaimAction">
        <div className={styles.cards}>
          <div className={`${cardStyles.card} ${cardStyles.stack}`}>
            <p className={textStyles.muted}>Claimable (a second busy, then done)</p>
            <ClaimExample />
          </div>
          <div className={`${cardStyles.card} ${cardStyles.stack}`}>
            <p className={textStyles.muted}>Done</p>
            <ClaimAction
              label="Claim"
              claimable={false}
              busy={false}
              onClaim={() => undefined}
              done="Added 5.00 to your wallet."
            />
          </div>
          <div className={`${cardStyles.card} ${cardStyles.stack}`}>
            <p className={textStyles.muted}>Refused</p>
            <ClaimAction
              label="Claim"
              claimable
              busy={false}
              onClaim={() => undefined}
              refusal="This mission's period has ended."
            />
          </div>
        </div>
      </Section>

      <Section title="ProgressBar and ProgressHead">
        <ProgressBar label="Turnover" text="1,200.00 of 5,000.00" value={1200} max={5000} />
        <div className={styles.successBar}>
          <ProgressBar label="With --progress-fill and --progress-track" text="3 of 4" value={3} max={4} />
        </div>
        <div className={progressStyles.progress}>
          <ProgressHead labelId={headLabelId} label="ProgressHead over a native progress" text="40.00 of 100.00" />
          <progress aria-labelledby={headLabelId} aria-valuetext="40.00 of 100.00" value={40} max={100} />
        </div>
      </Section>

      <Section title="CenterPage">
        <div className={`${cardStyles.card} ${cardStyles.stack}`}>
          <CenterPage title="Reward center">
            <p>The centre's panels go here.</p>
          </CenterPage>
        </div>
      </Section>

      <Section title="CopyButton">
        <div className={styles.row}>
          <span id={copyLabelId}>Order number</span>
          <code>D20261124-0042</code>
          <CopyButton
            text="D20261124-0042"
            labelledBy={copyLabelId}
            labels={{ copy: "Copy", copied: "Copied.", failed: "Could not copy: select the text instead." }}
            size="small"
            statusClassName={textStyles.muted}
          />
        </div>
      </Section>

      <Section title="When">
        <p>
          Placed <When at={Date.UTC(2026, 10, 24, 2, 2, 11)} />
        </p>
      </Section>
      <Section title="ErrorPanel">
        <ErrorPanel
          message={retries === 0 ? "The records could not be loaded." : `Still failing after ${retries} retries.`}
          retryLabel="Try again"
          onRetry={() => setRetries((count) => count + 1)}
        />
      </Section>
    </>
  );
}

export default function StyleguidePage() {
  return (
    <div className={styles.page}>
      <h1>Design system</h1>
      <TokenSections />
      <InputSections />
      <DialogSections />
      <ContentSections />
      <CardSections />
    </div>
  );
}
