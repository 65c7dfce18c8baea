/**
 * The colours of the compared inspections, in comparison order: the Okabe–Ito palette, told apart with
 * the common colour-vision deficiencies. Shared by the page's chart and the exported PDF's chart.
 */
export const SERIES_COLORS = ["#0072B2", "#E69F00", "#009E73", "#CC79A7", "#56B4E9", "#D55E00"] as const;

/** A dark edge around bars and swatches: light colours (orange, sky blue) alone fall below 3:1 on white. */
export const SERIES_EDGE = "#1f2937";

export const seriesColor = (index: number): string => SERIES_COLORS[index % SERIES_COLORS.length] as string;
