import { SERIES_EDGE, seriesColor } from "./series-palette";

/*
 * How each compared inspection is drawn, in the order of the comparison: its colour (series-palette.ts)
 * plus a fill pattern, so series differ by more than colour (WCAG 1.4.1) and in greyscale print. The
 * bars and the legend swatches use the same SVG pattern.
 */

export const PATTERNS = ["solid", "stripes", "dots", "crosshatch", "horizontal", "vertical"] as const;
export type SeriesPattern = (typeof PATTERNS)[number];

export const seriesPattern = (index: number): SeriesPattern => PATTERNS[index % PATTERNS.length] as SeriesPattern;
export const patternId = (chartId: string, index: number) => `${chartId}-series-${index}`;

const INK = "rgba(255,255,255,0.85)";

function PatternMarks({ pattern }: { pattern: SeriesPattern }) {
  switch (pattern) {
    case "stripes":
      return <path d="M-2,2 l4,-4 M0,8 l8,-8 M6,10 l4,-4" stroke={INK} strokeWidth="2" />;
    case "dots":
      return <circle cx="4" cy="4" r="1.6" fill={INK} />;
    case "crosshatch":
      return <path d="M0,0 L8,8 M8,0 L0,8" stroke={INK} strokeWidth="1.2" />;
    case "horizontal":
      return <path d="M0,4 H8" stroke={INK} strokeWidth="2" />;
    case "vertical":
      return <path d="M4,0 V8" stroke={INK} strokeWidth="2" />;
    default:
      return null;
  }
}

function SeriesPatternDef({ id, index }: { id: string; index: number }) {
  return (
    <pattern id={id} width="8" height="8" patternUnits="userSpaceOnUse">
      <rect width="8" height="8" fill={seriesColor(index)} />
      <PatternMarks pattern={seriesPattern(index)} />
    </pattern>
  );
}

/** The `<pattern>` of every series; place inside an `<svg>` (recharts renders children of the chart into its svg). */
export function SeriesPatternDefs({ chartId, count }: { chartId: string; count: number }) {
  return (
    <defs>
      {Array.from({ length: count }, (_, i) => (
        <SeriesPatternDef key={patternId(chartId, i)} id={patternId(chartId, i)} index={i} />
      ))}
    </defs>
  );
}

/** The legend's swatch: the same pattern and colour as the bars of its series, with the same edge. */
export function SeriesSwatch({ chartId, index }: { chartId: string; index: number }) {
  const id = `${patternId(chartId, index)}-swatch`;
  return (
    <svg
      width="16"
      height="16"
      viewBox="0 0 16 16"
      aria-hidden="true"
      data-testid="legend-swatch"
      data-color={seriesColor(index)}
      data-pattern={seriesPattern(index)}
    >
      <defs>
        <SeriesPatternDef id={id} index={index} />
      </defs>
      <rect x="0.5" y="0.5" width="15" height="15" rx="2" fill={`url(#${id})`} stroke={SERIES_EDGE} />
    </svg>
  );
}
