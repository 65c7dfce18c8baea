import type { TooltipContentProps } from "recharts";
import type { SeriesLabel } from "./chart-legend";
import styles from "./chart-tooltip.module.css";
import { SeriesSwatch } from "./series-style";

type Props = Partial<TooltipContentProps<number, string>> & { chartId: string; series: SeriesLabel[] };

/** The chart's tooltip (recharts' `Tooltip` content): the test item, then each series' swatch, label and value. */
export function ChartTooltip({ active, payload, label, chartId, series }: Props) {
  if (!active || !payload?.length) return null;
  return (
    <div className={styles.tooltip}>
      <p className={styles.title}>{String(label ?? "")}</p>
      {payload.map((item) => {
        const index = series.findIndex((s) => s.key === item.dataKey);
        return (
          <div key={String(item.dataKey)} className={styles.row}>
            {index >= 0 && <SeriesSwatch chartId={chartId} index={index} />}
            <span className={styles.name}>{series[index]?.label ?? item.name}</span>
            {item.value != null && <span className={styles.value}>{item.value.toLocaleString()}</span>}
          </div>
        );
      })}
    </div>
  );
}
