/**
 * Units that follow a number. A space between the two is a line-break opportunity: "45" could end
 * one line and "℃" start the next (issue 24). Longest first, so "mg/L" is matched before "mg".
 */
const UNITS = [
  "°C",
  "°F",
  "℃",
  "%",
  "‰",
  "kDa",
  "Da",
  "CFU/g",
  "CFU/mL",
  "CFU",
  "ppm",
  "ppb",
  "mg/kg",
  "mg/L",
  "mg/mL",
  "g/L",
  "g/100g",
  "μg",
  "µg",
  "mg",
  "kg",
  "g",
  "mL",
  "μL",
  "µL",
  "L",
  "μm",
  "µm",
  "nm",
  "mm",
  "cm",
  "km",
  "m",
  "tonnes",
  "tonne",
  "tons",
  "t",
  "min",
  "h",
  "s",
  "days",
  "day",
  "years",
  "year",
  "weeks",
  "week",
  "months",
  "month",
  "个工作日",
  "工作日",
  "小时",
  "分钟",
  "天",
  "年",
  "吨",
  "周",
  "个月",
];
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
// A number, ordinary spaces, then a unit that does not run on into a longer word ("45 min" yes, "3 steps" no).
const NUMBER_SPACE_UNIT = new RegExp(`(\\d) +(?=(?:${UNITS.map(escapeRegExp).join("|")})(?![A-Za-z]))`, "g");

// A comparison or tolerance sign before a number ("≥ 95%", "± 0.5").
const SIGN_SPACE_NUMBER = /([≥≤±<>~≈]) +(?=\d)/g;

/** The text with a no-break space between each number and its unit (and sign), so they never part. */
export function bindUnits(text: string): string {
  return text.replace(NUMBER_SPACE_UNIT, "$1\u00a0").replace(SIGN_SPACE_NUMBER, "$1\u00a0");
}
