import { useId } from "react";
import { Bar, BarChart, CartesianGrid, Legend, Text, Tooltip, XAxis, YAxis } from "recharts";
import { type Comparison, TEST_ITEMS } from "../../schemas/inspection";
import { localize } from "../../schemas/localize-text";
import { useLang } from "../content/use-lang";
import { useTranslation } from "../i18n/react";
import { ChartLegend, type SeriesLabel } from "./chart-legend";
import { BAR_GAP, BAR_SIZE, chartHeight, numericRows } from "./chart-size";
import { ChartTooltip } from "./chart-tooltip";
import styles from "./comparison-chart.module.css";
import { SERIES_EDGE } from "./series-palette";
import { patternId, SeriesPatternDefs } from "./series-style";

/** Room for a test item's name beside its bars, wrapped over lines (about 14 CJK characters or two English lines). */
const ITEM_LABEL_WIDTH = 132;

/** A test item's name on the category axis, wrapped to fit its width instead of being dropped or cut. */
function ItemTick({
  x,
  y,
  payload,
  breakAll,
}: {
  x?: number | string;
  y?: number | string;
  payload?: { value?: string };
  /** Chinese names have no spaces: they wrap between characters. */
  breakAll?: boolean;
}) {
  return (
    <g data-testid="item-label">
      <Text
        x={Number(x)}
        y={Number(y)}
        width={ITEM_LABEL_WIDTH - 8}
        textAnchor="end"
        verticalAnchor="middle"
        fontSize={12}
        fill="#374151"
        maxLines={3}
        breakAll={breakAll}
      >
        {payload?.value ?? ""}
      </Text>
    </g>
  );
}

/**
 * Numeric results as horizontal grouped bars, one group per test item (its name on the left, so every
 * item's name stays readable on a phone). Series are the compared inspections in their order; each has
 * a colour and a fill pattern, and the legend lists them in the same order with the same swatch. The
 * table beside it has every value. Loaded only when a comparison is shown (recharts is most of its weight).
 */
export default function ComparisonChart({ comparison }: { comparison: Comparison }) {
  const { t } = useTranslation("pages");
  const lang = useLang();
  const chartId = `cmp${useId().replace(/[^a-zA-Z0-9]/g, "")}`;
  const rows = numericRows(comparison);
  if (rows.length === 0) return null;
  const data = rows.map((r) =>
    Object.fromEntries([
      ["item", localize(TEST_ITEMS[r.itemCode], lang)],
      ...comparison.inspections.map((ins, i) => [ins.inspectionNo, r.values[i]?.numeric ?? null]),
    ]),
  );
  const series: SeriesLabel[] = comparison.inspections.map((ins) => ({
    key: ins.inspectionNo,
    label: `${ins.inspectionNo} · ${ins.sampleName}`,
  }));
  return (
    <div
      role="img"
      aria-label={t("dataComparison.chartLabel")}
      data-testid="comparison-chart"
      className={styles.chart}
      style={{ height: chartHeight(comparison) }}
    >
      {/* The bars' patterns, referenced by id from the chart's svg (a zero-size svg still paints its patterns). */}
      <svg width="0" height="0" aria-hidden="true" focusable="false" className={styles.patterns}>
        <SeriesPatternDefs chartId={chartId} count={series.length} />
      </svg>
      <BarChart
        responsive
        style={{ width: "100%", height: "100%" }}
        layout="vertical"
        data={data}
        barSize={BAR_SIZE}
        barGap={BAR_GAP}
        margin={{ left: 0, right: 16 }}
      >
        <CartesianGrid stroke="var(--color-gray-100)" horizontal={false} />
        <XAxis type="number" axisLine={false} tickLine={false} tick={{ fill: "var(--color-gray-600)" }} />
        <YAxis
          type="category"
          dataKey="item"
          width={ITEM_LABEL_WIDTH}
          interval={0}
          tickLine={false}
          tick={<ItemTick breakAll={lang === "zh"} />}
        />
        <Tooltip
          cursor={{ fill: "var(--color-gray-100)" }}
          animationDuration={100}
          content={<ChartTooltip chartId={chartId} series={series} />}
        />
        {/* The legend draws the series itself, in the bars' order (recharts would sort its entries by name). */}
        <Legend content={<ChartLegend chartId={chartId} series={series} />} />
        {series.map((s, i) => (
          <Bar
            key={s.key}
            isAnimationActive={false}
            dataKey={s.key}
            fill={`url(#${patternId(chartId, i)})`}
            stroke={SERIES_EDGE}
            strokeWidth={1}
          />
        ))}
      </BarChart>
    </div>
  );
}
