import { Chart, useChart } from "@chakra-ui/charts";
import { Box } from "@chakra-ui/react";
import { useId } from "react";
import { Bar, BarChart, CartesianGrid, Legend, type LegendPayload, Text, Tooltip, XAxis, YAxis } from "recharts";
import { type Comparison, TEST_ITEMS } from "../../schemas/inspection";
import { localize } from "../../schemas/localize-text";
import { useLang } from "../content/use-lang";
import { useTranslation } from "../i18n/react";
import { SERIES_EDGE } from "./series-palette";
import { patternId, SeriesPatternDefs, SeriesSwatch } from "./series-style";

/** Room for a test item's name beside its bars, wrapped over lines (about 14 CJK characters or two English lines). */
const ITEM_LABEL_WIDTH = 132;
const BAR_SIZE = 14;

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
 * table beside it has every value.
 */
export function ComparisonChart({ comparison }: { comparison: Comparison }) {
  const { t } = useTranslation("pages");
  const lang = useLang();
  const chartId = `cmp${useId().replace(/[^a-zA-Z0-9]/g, "")}`;
  const numericRows = comparison.rows.filter((r) => r.values.some((v) => v?.numeric != null));
  const chart = useChart({
    data: numericRows.map((r) =>
      Object.fromEntries([
        ["item", localize(TEST_ITEMS[r.itemCode], lang)],
        ...comparison.inspections.map((ins, i) => [ins.inspectionNo, r.values[i]?.numeric ?? null]),
      ]),
    ),
    series: comparison.inspections.map((ins, i) => ({
      name: ins.inspectionNo,
      label: `${ins.inspectionNo} · ${ins.sampleName}`,
      color: `url(#${patternId(chartId, i)})`,
      icon: <SeriesSwatch chartId={chartId} index={i} />,
    })),
  });
  if (numericRows.length === 0) return null;
  const order = new Map(comparison.inspections.map((ins, i) => [ins.inspectionNo, i]));
  // recharts sorts legend entries by name unless told otherwise; keep the bars' order.
  const inBarOrder = (item: LegendPayload) => order.get(String(item.dataKey)) ?? 0;
  const groupHeight = comparison.inspections.length * (BAR_SIZE + 2) + 20;
  return (
    <Box role="img" aria-label={t("dataComparison.chartLabel")} data-testid="comparison-chart" position="relative">
      {/* The bars' patterns, referenced by id from the chart's svg (a zero-size svg still paints its patterns). */}
      <svg width="0" height="0" aria-hidden="true" focusable="false" style={{ position: "absolute" }}>
        <SeriesPatternDefs chartId={chartId} count={comparison.inspections.length} />
      </svg>
      <Chart.Root h={`${numericRows.length * groupHeight + 90}px`} chart={chart}>
        <BarChart responsive layout="vertical" data={chart.data} barSize={BAR_SIZE} barGap={2} margin={{ left: 0, right: 16 }}>
          <CartesianGrid stroke={chart.color("border.muted")} horizontal={false} />
          <XAxis type="number" axisLine={false} tickLine={false} />
          <YAxis
            type="category"
            dataKey={chart.key("item")}
            width={ITEM_LABEL_WIDTH}
            interval={0}
            tickLine={false}
            tick={<ItemTick breakAll={lang === "zh"} />}
          />
          <Tooltip cursor={{ fill: chart.color("bg.muted") }} animationDuration={100} content={<Chart.Tooltip />} />
          <Legend content={<Chart.Legend />} itemSorter={inBarOrder} />
          {chart.series.map((s) => (
            <Bar
              key={String(s.name)}
              isAnimationActive={false}
              dataKey={String(s.name)}
              fill={String(s.color)}
              stroke={SERIES_EDGE}
              strokeWidth={1}
            />
          ))}
        </BarChart>
      </Chart.Root>
    </Box>
  );
}
