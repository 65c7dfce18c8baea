import styles from "./chart-legend.module.css";
import { SeriesSwatch } from "./series-style";

/** A compared inspection as the chart names it: its data key (the inspection number) and its label. */
export interface SeriesLabel {
  key: string;
  label: string;
}

/**
 * The chart's legend (recharts' `Legend` content): every series in the bars' order, each with the
 * swatch of its bars (same colour, pattern and edge).
 */
export function ChartLegend({ chartId, series }: { chartId: string; series: SeriesLabel[] }) {
  return (
    <div className={styles.legend}>
      <div className={styles.items}>
        {series.map((s, i) => (
          <span key={s.key} className={styles.item}>
            <SeriesSwatch chartId={chartId} index={i} />
            <span>{s.label}</span>
          </span>
        ))}
      </div>
    </div>
  );
}
