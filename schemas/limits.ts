/**
 * How much a customer may ask of the portal (issue 26, items 9 and 11); README's security section
 * lists the same numbers. Over a limit the call answers 000005 with how long to wait.
 */
export const UPLOAD_LIMITS = {
  /** Files a customer may upload per window. */
  perWindow: 20,
  windowMinutes: 10,
  /** Default total size of a customer's uploads not yet linked to a sample (UPLOAD_QUOTA_MB). */
  unlinkedQuotaMb: 200,
  /** Uploads never linked to a sample are deleted this long after they were uploaded. */
  unlinkedKeepHours: 24,
} as const;

/** Costly customer calls: at most this many per customer per hour. */
export const HOURLY_CALL_LIMITS = {
  /** Comparison exports (PDF or CSV). */
  comparisonExport: 30,
  /** Batch report downloads (each queues a zip). */
  downloadBatch: 20,
  /** Sample submissions. */
  submission: 30,
} as const;
export type HourlyLimitedCall = keyof typeof HOURLY_CALL_LIMITS;
