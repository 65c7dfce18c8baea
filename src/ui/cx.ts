/** Joins class names, skipping the empty ones: `cx(styles.card, active && styles.active)`. */
export function cx(...names: Array<string | false | null | undefined>): string {
  let joined = "";
  for (const name of names) if (name) joined = joined ? `${joined} ${name}` : name;
  return joined;
}
