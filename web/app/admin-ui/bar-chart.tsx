// A horizontal bar chart drawn as plain SVG on the server: no charting library, no
// client code. Every bar carries its label and value as text (never colour alone), the fill is a
// dark blue on white (contrast 8.7:1), a flagged bar is dark red (9.3:1; chart-colours.test.ts checks
// both) with a ⚠ before its label and why in its title, and each bar names its table cell
// (data-row, data-column) and holds its figure (data-value) for tests.
import { type ReactNode, useId } from "react";
import styles from "./chart.module.css";

/** `row` / `column`: where the bar's figure stands in the chart's table (its key cells joined by "|", its column). */
export type Bar = { label: string; value: number; text?: string; flag?: string; row: string; column: string };
export type BarGroup = { heading?: string; bars: Bar[] };

// Drawn at about its own size on a phone (a 360 px screen gives it some 320 px), so its 12-unit
// labels read at 12 px or more there and larger on a wider screen.
const WIDTH = 320;
const LABEL_WIDTH = 124;
const VALUE_WIDTH = 84;
const BAR_HEIGHT = 18;
const GAP = 6;
const HEADING_HEIGHT = 22;

/** Cuts a label to fit its column (the full text stays in the bar's <title>). */
const fit = (text: string, max = 18) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

export function BarChart({
  title,
  groups,
  max,
  chartId,
}: {
  title: string;
  groups: BarGroup[];
  /** The value of a full bar (e.g. 5 for ratings, 1 for shares); the largest value when left out. */
  max?: number;
  chartId: string;
}) {
  const id = useId();
  const bars = groups.flatMap((group) => group.bars);
  // Nothing to draw: the table beside it says so ("None in this range.") or holds what there is.
  if (bars.length === 0) return null;
  const top = max ?? Math.max(1, ...bars.map((bar) => bar.value));
  const span = WIDTH - LABEL_WIDTH - VALUE_WIDTH;
  let y = 0;
  const rows = groups.map((group) => {
    const heading =
      group.heading !== undefined ? (
        <text x={0} y={y + 15} className={styles.chartHeading}>
          {group.heading}
        </text>
      ) : null;
    if (group.heading !== undefined) y += HEADING_HEIGHT;
    const drawn = group.bars.map((bar) => {
      const width = Math.max(bar.value > 0 ? 2 : 0, (bar.value / top) * span);
      const rowY = y;
      y += BAR_HEIGHT + GAP;
      return (
        <g key={`${bar.row}|${bar.column}`}>
          <title>{`${bar.label}: ${bar.text ?? bar.value}${bar.flag ? ` (${bar.flag})` : ""}`}</title>
          <text x={LABEL_WIDTH - 6} y={rowY + 13} textAnchor="end" className={styles.chartLabel}>
            {fit(bar.flag ? `⚠ ${bar.label}` : bar.label)}
          </text>
          <rect
            x={LABEL_WIDTH}
            y={rowY}
            width={width}
            height={BAR_HEIGHT}
            className={bar.flag ? styles.barFlagged : styles.bar}
            data-row={bar.row}
            data-column={bar.column}
            data-value={bar.value}
          />
          <text x={LABEL_WIDTH + width + 4} y={rowY + 13} className={styles.chartValue}>
            {bar.text ?? String(bar.value)}
          </text>
        </g>
      );
    });
    return (
      <g key={group.heading ?? "all"}>
        {heading}
        {drawn}
      </g>
    );
  });
  // The title is shown above the chart (a reader tells the charts apart at a glance) and names it.
  return (
    <figure className={styles.figure}>
      <figcaption id={`${id}-title`} className={styles.chartTitle}>
        {title}
      </figcaption>
      <svg
        viewBox={`0 0 ${WIDTH} ${y}`}
        className={styles.chart}
        role="img"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-note`}
        data-chart={chartId}
      >
        <title>{title}</title>
        <desc id={`${id}-note`}>The table below holds the same figures.</desc>
        {rows}
      </svg>
    </figure>
  );
}

/** A chart with the table that holds its figures: side by side on a wide screen, one above the other on a phone. */
export function ChartPair({ children }: { children: ReactNode }) {
  return <div className={styles.pair}>{children}</div>;
}
