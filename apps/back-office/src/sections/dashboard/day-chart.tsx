import { useEffect, useRef } from "react";
import uPlot from "uplot";
import "uplot/dist/uPlot.min.css";
import { brandDateOf, type Dashboard } from "@portal/contract/api/admin-dashboard";
import { amountForDrawing, formatAmount } from "../numbers";
import styles from "./dashboard.module.css";

type Day = Dashboard["days"][number];
const SERIES = ["deposits", "withdrawals", "ggr"] as const;

/** A CSS variable of the theme (the chart draws on a canvas, which takes colours, not variables). */
function themeColour(name: string): string {
  return getComputedStyle(document.documentElement).getPropertyValue(name).trim() || "currentColor";
}

/**
 * Deposits, withdrawals and GGR day by day, as lines (uPlot, decision 0049). A picture for the
 * eye only (`aria-hidden`): the same figures are the table under it. Redrawn at the panel's
 * width when the window changes.
 */
export default function DayChart({ days, labels }: { days: Day[]; labels: Record<(typeof SERIES)[number], string> }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const colours = {
      deposits: themeColour("--accent"),
      withdrawals: themeColour("--danger"),
      ggr: themeColour("--success"),
    };
    const data: uPlot.AlignedData = [
      days.map((_, index) => index),
      ...SERIES.map((key) => days.map((day) => amountForDrawing(day[key]))),
    ];
    const width = () => Math.max(280, element.clientWidth);
    const plot = new uPlot(
      {
        width: width(),
        height: 280,
        scales: { x: { time: false } },
        legend: { show: false },
        cursor: { drag: { x: false, y: false } },
        axes: [
          {
            stroke: themeColour("--muted"),
            values: (_, splits) => splits.map((index) => (days[index] ? brandDateOf(days[index].day).slice(5) : "")),
            splits: (_, __, min, max) => {
              const step = Math.max(1, Math.ceil((max - min + 1) / 10));
              const out: number[] = [];
              for (let index = Math.ceil(min); index <= max; index += step) out.push(index);
              return out;
            },
          },
          {
            stroke: themeColour("--muted"),
            size: 80,
            values: (_, splits) => splits.map((value) => formatAmount(String(Math.round(value)))),
          },
        ],
        series: [
          {},
          ...SERIES.map((key) => ({
            label: labels[key],
            stroke: colours[key],
            width: 2,
            points: { show: days.length <= 31 },
          })),
        ],
      },
      data,
      element,
    );
    const observer =
      typeof ResizeObserver === "undefined"
        ? null
        : new ResizeObserver(() => plot.setSize({ width: width(), height: 280 }));
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      plot.destroy();
    };
  }, [days, labels]);
  return (
    <div aria-hidden="true">
      <div ref={box} className={styles.chart} />
      <ul className={styles.legend}>
        {SERIES.map((key) => (
          <li key={key}>
            <span className={`${styles.swatch} ${styles[key]}`} />
            {labels[key]}
          </li>
        ))}
      </ul>
    </div>
  );
}
