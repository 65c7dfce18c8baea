import styles from "./loading-spinner.module.css";

/** A small turning ring while something loads, named by `label`. */
export function LoadingSpinner({ label }: { label: string }) {
  return <span className={styles.spinner} role="status" aria-label={label} />;
}
