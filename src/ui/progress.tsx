import { Progress } from "@ark-ui/react/progress";
import { cx } from "./cx";
import styles from "./progress.module.css";
import hidden from "./visually-hidden.module.css";

/**
 * A progress bar (Ark's Progress, Chakra's look): its label is for screen readers only. `trackLabel`
 * names the bar itself (Ark names it by its value otherwise); `valueText` is shown after the bar.
 */
export function ProgressBar({
  value,
  label,
  trackLabel,
  valueText,
  size = "sm",
  palette = "brand",
  className,
}: {
  value: number;
  label: string;
  trackLabel?: string;
  valueText?: string;
  size?: "xs" | "sm";
  palette?: "brand" | "green" | "red";
  className?: string;
}) {
  const track = (
    <Progress.Track className={cx(styles.track, styles[`size-${size}`])} aria-label={trackLabel}>
      <Progress.Range className={styles.range} />
    </Progress.Track>
  );
  return (
    <Progress.Root value={value} className={cx(styles.root, styles[palette], className)}>
      {valueText === undefined ? (
        track
      ) : (
        <div className={styles.row}>
          {track}
          <Progress.ValueText className={styles.valueText}>{valueText}</Progress.ValueText>
        </div>
      )}
      <Progress.Label className={hidden.hidden}>{label}</Progress.Label>
    </Progress.Root>
  );
}
