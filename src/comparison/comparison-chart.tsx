import { Chart, useChart } from "@chakra-ui/charts";
import { Box } from "@chakra-ui/react";
import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from "recharts";
import { type Comparison, TEST_ITEMS } from "../../schemas/inspection";
import { localize } from "../../schemas/localize-text";
import { useLang } from "../content/use-lang";
import { useTranslation } from "../i18n/react";

const COLORS = ["brand.600", "teal.600", "orange.500", "purple.600", "blue.600", "pink.600"] as const;

/** Numeric results as grouped bars, one group per test item; the table next to it has every value. */
export function ComparisonChart({ comparison }: { comparison: Comparison }) {
  const { t } = useTranslation("pages");
  const lang = useLang();
  const numericRows = comparison.rows.filter((r) => r.values.some((v) => v?.numeric != null));
  const chart = useChart({
    data: numericRows.map((r) =>
      Object.fromEntries([
        ["item", localize(TEST_ITEMS[r.itemCode], lang)],
        ...comparison.inspections.map((ins, i) => [ins.inspectionNo, r.values[i]?.numeric ?? null]),
      ]),
    ),
    series: comparison.inspections.map((ins, i) => ({ name: ins.inspectionNo, color: COLORS[i % COLORS.length] })),
  });
  if (numericRows.length === 0) return null;
  return (
    <Box role="img" aria-label={t("dataComparison.chartLabel")} data-testid="comparison-chart">
      <Chart.Root h="72" chart={chart}>
        <BarChart responsive data={chart.data}>
          <CartesianGrid stroke={chart.color("border.muted")} vertical={false} />
          <XAxis dataKey={chart.key("item")} axisLine={false} tickLine={false} />
          <YAxis axisLine={false} tickLine={false} />
          <Tooltip cursor={{ fill: chart.color("bg.muted") }} animationDuration={100} content={<Chart.Tooltip />} />
          <Legend content={<Chart.Legend />} />
          {chart.series.map((s) => (
            <Bar key={String(s.name)} isAnimationActive={false} dataKey={String(s.name)} fill={chart.color(s.color)} />
          ))}
        </BarChart>
      </Chart.Root>
    </Box>
  );
}
