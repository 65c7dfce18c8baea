import type { ReactNode } from "react";
import { Link } from "react-router";
import { useTranslation } from "../i18n/react";
import { buttonClass } from "../ui/button";
import styles from "./portal-state.module.css";

/** The three pictures of the portal's states (decorative: the sentence beside them says it). */
const PICTURES = {
  /** An empty sample tray. */
  empty: (
    <>
      <rect x="10" y="26" width="44" height="26" rx="4" />
      <path d="M10 34h44M22 26v-8a4 4 0 0 1 4-4h12a4 4 0 0 1 4 4v8" />
    </>
  ),
  /** Two bars side by side. */
  compare: (
    <>
      <path d="M8 54h48" />
      <rect x="16" y="22" width="12" height="32" rx="2" />
      <rect x="36" y="12" width="12" height="42" rx="2" />
    </>
  ),
  /** A broken link. */
  error: (
    <>
      <path d="M26 38l-6 6a8 8 0 0 1-11-11l6-6M38 26l6-6a8 8 0 0 1 11 11l-6 6" />
      <path d="M24 20l-4-6M40 44l4 6M20 24l-6-4M44 40l6 4" />
    </>
  ),
} as const;

export type StatePicture = keyof typeof PICTURES;

/**
 * An empty or failed list in the customer's pages: a picture, one sentence and the next thing to do
 * (a link or a button), centred in a dashed frame so it reads as a state, not as missing content.
 */
export function PortalState({
  picture,
  children,
  action,
  role,
  testId,
}: {
  picture: StatePicture;
  children: ReactNode;
  action?: ReactNode;
  /** `alert` for failures (said at once), nothing for an empty list. */
  role?: "alert";
  testId?: string;
}) {
  return (
    <div className={styles.state} role={role} data-testid={testId}>
      <svg
        className={styles.picture}
        viewBox="0 0 64 64"
        fill="none"
        stroke="currentColor"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
        data-picture={picture}
      >
        {PICTURES[picture]}
      </svg>
      <p className={styles.text}>{children}</p>
      {action}
    </div>
  );
}

/** A list that failed to load: say so, and offer to try again. */
export function ListFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation("pages");
  return (
    <PortalState
      picture="error"
      role="alert"
      testId="list-failed"
      action={
        <button type="button" className={buttonClass({ size: "sm" })} onClick={onRetry}>
          {t("portalState.retry")}
        </button>
      }
    >
      {message}
    </PortalState>
  );
}

/** A link styled as the state's main action. */
export function StateLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className={buttonClass({ size: "sm" })}>
      {children}
    </Link>
  );
}
