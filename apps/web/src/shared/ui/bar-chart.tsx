import styles from "./bar-chart.module.css";

/** One kind of figure stacked in every bar, with its colour. */
export interface BarSeries {
  label: string;
  tone: "accent" | "success";
}

/** One bar: its label under it and one value per series (not below 0), stacked in the series' order. */
export interface ChartBar {
  key: string;
  label: string;
  values: readonly number[];
}

/** The plot's coordinates: a bar's slot is SLOT wide, its drawn part BAR; HEIGHT the tallest bar. */
const SLOT = 10;
const BAR = 6;
const HEIGHT = 100;

/**
 * A small stacked bar chart drawn as inline SVG (no charting library): the bars stretch to the
 * width (the plot's aspect is free, so a phone and a desktop both fit it without scrolling), the
 * labels are HTML below them, one per bar. For assistive technology the plot is one image whose
 * name is `summary`, the figures in words (the page lists them in full as well).
 *
 * Loaded lazily (React.lazy) by the page that shows it, so it is a chunk of its own.
 */
export function BarChart({
  title,
  scale,
  summary,
  series,
  bars,
}: {
  title: string;
  /** The tallest bar's figure in words ("Highest: 12.50"), beside the title. */
  scale: string;
  summary: string;
  series: readonly BarSeries[];
  bars: readonly ChartBar[];
}) {
  const highest = Math.max(0, ...bars.map((bar) => bar.values.reduce((sum, v) => sum + Math.max(0, v), 0)));
  const height = (value: number) => (highest === 0 ? 0 : (Math.max(0, value) / highest) * HEIGHT);
  return (
    <figure className={styles.chart}>
      <figcaption className={styles.caption}>
        <span>{title}</span>
        <span className={styles.scale}>{scale}</span>
      </figcaption>
      <ul className={styles.legend}>
        {series.map((s) => (
          <li key={s.label}>
            <span className={`${styles.swatch} ${styles[s.tone]}`} aria-hidden="true" />
            {s.label}
          </li>
        ))}
      </ul>
      <svg
        className={styles.plot}
        viewBox={`0 0 ${bars.length * SLOT} ${HEIGHT}`}
        preserveAspectRatio="none"
        role="img"
        aria-label={summary}
        focusable="false"
      >
        {bars.map((bar, index) => {
          let top = HEIGHT;
          return (
            <g key={bar.key}>
              {bar.values.map((value, s) => {
                const h = height(value);
                top -= h;
                return h > 0 ? (
                  <rect
                    key={s}
                    className={styles[series[s]?.tone ?? "accent"]}
                    x={index * SLOT + (SLOT - BAR) / 2}
                    y={top}
                    width={BAR}
                    height={h}
                  />
                ) : null;
              })}
            </g>
          );
        })}
      </svg>
      <ol className={styles.axis} aria-hidden="true">
        {bars.map((bar) => (
          <li key={bar.key}>{bar.label}</li>
        ))}
      </ol>
    </figure>
  );
}
