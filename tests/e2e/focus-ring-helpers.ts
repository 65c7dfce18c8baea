import type { Locator, Page } from "@playwright/test";
import sharp from "sharp";
import { expect } from "./fixtures";

type Rgb = [number, number, number];

/** WCAG 2 relative luminance and contrast ratio. */
function luminance([r, g, b]: Rgb): number {
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}
export function contrast(a: Rgb, b: Rgb): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

function parseRgb(css: string): Rgb {
  const m = css.match(/rgba?\((\d+),\s*(\d+),\s*(\d+)/);
  if (!m) throw new Error(`not an rgb colour: ${css}`);
  return [Number(m[1]), Number(m[2]), Number(m[3])];
}

export interface RingReport {
  what: string;
  ring: string;
  width: number;
  /** Share of the ring's samples drawn in the ring colour (0 when clipped or missing). */
  drawn: number;
  /** The 10th-percentile contrast of the ring against the pixels beside it (outside and in the gap). */
  contrast: number;
}

/**
 * Focuses `control` as a keyboard user would see it (:focus-visible), then measures its ring on the
 * screen: the computed outline (style, width, colour), whether the ring's pixels are really that
 * colour along the middle of each side (a ring cut by an edge or covered fails), and the contrast
 * of the ring colour with the screen's pixels right beside it, outside and between ring and control:
 * the background it actually appears on (a band, a picture, the transparent header), not a CSS guess.
 * Text next to a link may touch the ring: the 10th percentile, not the minimum, is reported.
 */
export async function measureRing(page: Page, control: Locator, what: string, { focus = true } = {}): Promise<RingReport> {
  if (focus) {
    await control.evaluate((el) => el.scrollIntoView({ block: "center", inline: "nearest" }));
    await control.focus();
    expect(await control.evaluate((el) => el.matches(":focus-visible")), `${what} shows focus`).toBe(true);
  }
  // Let any hover/focus transition end.
  await page.waitForTimeout(350);
  const box = await control.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const s = getComputedStyle(el);
    return {
      x: r.left,
      y: r.top,
      w: r.width,
      h: r.height,
      style: s.outlineStyle,
      width: Number.parseFloat(s.outlineWidth),
      offset: Number.parseFloat(s.outlineOffset),
      color: s.outlineColor,
    };
  });
  expect(box.style, `${what}: outline style`).toBe("solid");
  const ring = parseRgb(box.color);
  const viewport = page.viewportSize() ?? { width: 1280, height: 720 };
  const pad = Math.max(0, box.offset) + box.width + 4;
  const clip = {
    x: Math.max(0, Math.floor(box.x - pad)),
    y: Math.max(0, Math.floor(box.y - pad)),
    width: 0,
    height: 0,
  };
  clip.width = Math.min(viewport.width, Math.ceil(box.x + box.w + pad)) - clip.x;
  clip.height = Math.min(viewport.height, Math.ceil(box.y + box.h + pad)) - clip.y;
  const png = await page.screenshot({ clip, animations: "disabled", caret: "hide" });
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const pixel = (px: number, py: number): Rgb | null => {
    const ix = Math.round(px - clip.x);
    const iy = Math.round(py - clip.y);
    if (ix < 0 || iy < 0 || ix >= info.width || iy >= info.height) return null;
    const i = (iy * info.width + ix) * info.channels;
    return [data[i] as number, data[i + 1] as number, data[i + 2] as number];
  };
  // Points at distance d outside the border box, along the middle half of each side.
  const around = (d: number): Rgb[] => {
    const out: Array<Rgb | null> = [];
    const left = box.x - d;
    const right = box.x + box.w + d;
    const top = box.y - d;
    const bottom = box.y + box.h + d;
    for (let t = 0.25; t <= 0.75; t += 0.05) {
      const x = box.x + box.w * t;
      const y = box.y + box.h * t;
      out.push(pixel(x, top), pixel(x, bottom - 1), pixel(left, y), pixel(right - 1, y));
    }
    return out.filter((p): p is Rgb => p !== null);
  };
  const band = around(box.offset + box.width / 2);
  const near = (p: Rgb) => Math.max(Math.abs(p[0] - ring[0]), Math.abs(p[1] - ring[1]), Math.abs(p[2] - ring[2])) <= 40;
  const drawn = band.length ? band.filter(near).length / band.length : 0;
  // Beside the ring: just outside it, and on its inner side when there is a gap (outside ring) or
  // the control's own face (a ring drawn inward, where a frame would clip it).
  const inner = box.offset >= 2 || box.offset < 0 ? around(box.offset - 1) : [];
  const beside = [...around(box.offset + box.width + 1.5), ...inner];
  const ratios = beside.map((p) => contrast(ring, p)).sort((a, b) => a - b);
  const p10 = ratios[Math.floor(ratios.length * 0.1)] ?? 0;
  return { what, ring: box.color, width: box.width, drawn, contrast: Math.round(p10 * 100) / 100 };
}

/** The ring is 2 px, drawn all round (not cut), and ≥ 3:1 against what is beside it. */
export async function expectGoodRing(page: Page, control: Locator, what: string, options?: { focus?: boolean }): Promise<RingReport> {
  const report = await measureRing(page, control, what, options);
  expect(report.width, `${what}: ring width`).toBeGreaterThanOrEqual(2);
  expect(report.drawn, `${what}: ring drawn along its sides (${JSON.stringify(report)})`).toBeGreaterThanOrEqual(0.9);
  expect(report.contrast, `${what}: ring contrast (${JSON.stringify(report)})`).toBeGreaterThanOrEqual(3);
  return report;
}
