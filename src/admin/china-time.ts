/** The site shows dates in China time (UTC+8, no daylight saving); editors enter them the same way. */
const OFFSET_MS = 8 * 60 * 60 * 1000;

/** ISO instant → `YYYY-MM-DDTHH:mm` for a datetime-local input, in China time. */
export function toChinaLocal(iso: string): string {
  return new Date(new Date(iso).getTime() + OFFSET_MS).toISOString().slice(0, 16);
}

/** `YYYY-MM-DDTHH:mm` in China time → ISO instant with offset (what the API takes). */
export function fromChinaLocal(local: string): string {
  return `${local}:00+08:00`;
}
