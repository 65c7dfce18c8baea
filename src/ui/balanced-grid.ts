import type { CSSProperties } from "react";
import styles from "./balanced-grid.module.css";

/** The most columns a grid shows from each breakpoint up: phones, sm (30em), md (48em), lg (64em). */
export interface GridColumns {
  base: number;
  sm: number;
  md: number;
  lg: number;
}

/**
 * How many columns `count` items take when at most `max` fit in a row: as few rows as `max` allows,
 * then as few columns as fill those rows evenly (5 in at most 4 → 3 + 2; 4 in at most 3 → 2 + 2).
 * The last row, when shorter, is centred by the grid's CSS.
 */
export function balancedColumns(count: number, max: number): number {
  if (count <= 0 || max <= 1) return 1;
  const rows = Math.ceil(count / max);
  return Math.ceil(count / rows);
}

/**
 * The class and style of a card grid whose rows are balanced for any number of cards (issue 24):
 * no lone card under a full row, a shorter last row centred. Media queries pick the breakpoint, so
 * the editor's preview (a frame as wide as the device it shows) lays out like the page.
 */
export function balancedGrid(count: number, max: GridColumns): { className: string; style: CSSProperties } {
  const style = {
    "--cols-base": balancedColumns(count, max.base),
    "--cols-sm": balancedColumns(count, max.sm),
    "--cols-md": balancedColumns(count, max.md),
    "--cols-lg": balancedColumns(count, max.lg),
  } as CSSProperties;
  return { className: styles.grid ?? "", style };
}
