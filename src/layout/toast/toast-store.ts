/** Toast behaviour of spec §4/§9, independent of React so its rules are testable. */
export const TOAST_TYPES = ["primary", "success", "info", "warning", "error"] as const;
export type ToastType = (typeof TOAST_TYPES)[number];

export const TOAST_DEFAULT_DURATION_MS = 3000;
export const TOAST_OFFSET_PX = 16;
export const TOAST_GAP_PX = 16;

export interface Toast {
  id: number;
  type: ToastType;
  message: string;
  /** How many identical messages this toast stands for. */
  count: number;
  /** 0 = stays until closed. */
  duration: number;
  /** Increases each time the toast is shown or repeated: the highest is the newest. */
  seq: number;
}

export interface ShowOptions {
  type: ToastType;
  message: string;
  duration?: number;
}

type Timers = { set: (fn: () => void, ms: number) => unknown; clear: (handle: unknown) => void };
const realTimers: Timers = { set: (fn, ms) => setTimeout(fn, ms), clear: (h) => clearTimeout(h as ReturnType<typeof setTimeout>) };

/**
 * No toasts, as the server renders them. The store starts with this very array: a snapshot that is
 * another empty array after hydration makes React re-render synchronously, and with that render every
 * update pending on the page (decision 110).
 */
const NO_TOASTS: readonly Toast[] = [];

export function createToastStore(timers: Timers = realTimers) {
  let toasts: readonly Toast[] = NO_TOASTS;
  let nextId = 1;
  let nextSeq = 1;
  const handles = new Map<number, unknown>();
  const listeners = new Set<() => void>();
  /** Hovered or focused: no toast closes by itself until released (WCAG 2.2.1). */
  let held = false;

  const emit = () => {
    for (const l of listeners) l();
  };
  const schedule = (toast: Toast) => {
    if (handles.has(toast.id)) timers.clear(handles.get(toast.id));
    handles.delete(toast.id);
    if (toast.duration > 0 && !held)
      handles.set(
        toast.id,
        timers.set(() => close(toast.id), toast.duration),
      );
  };

  function close(id: number) {
    if (!toasts.some((t) => t.id === id)) return;
    timers.clear(handles.get(id));
    handles.delete(id);
    const rest = toasts.filter((t) => t.id !== id);
    toasts = rest.length > 0 ? rest : NO_TOASTS;
    emit();
  }

  return {
    /** Shows a toast; an identical one still on screen is grouped: its counter goes up and its timer restarts. */
    show({ type, message, duration = TOAST_DEFAULT_DURATION_MS }: ShowOptions): number {
      const same = toasts.find((t) => t.type === type && t.message === message);
      if (same) {
        const updated = { ...same, count: same.count + 1, duration, seq: nextSeq++ };
        toasts = toasts.map((t) => (t.id === same.id ? updated : t));
        schedule(updated);
        emit();
        return same.id;
      }
      const toast: Toast = { id: nextId++, type, message, count: 1, duration, seq: nextSeq++ };
      toasts = [...toasts, toast];
      schedule(toast);
      emit();
      return toast.id;
    },
    close,
    /** Closes every error toast: a failure they reported is over (a later login succeeded). */
    closeErrors() {
      for (const t of toasts.filter((x) => x.type === "error")) close(t.id);
    },
    /** Esc closes the newest toast. Returns whether one was closed. */
    closeNewest(): boolean {
      const newest = toasts.reduce<Toast | undefined>((a, t) => (!a || t.seq > a.seq ? t : a), undefined);
      if (!newest) return false;
      close(newest.id);
      return true;
    },
    /** The visitor points at or focuses the toasts: their timers stop. */
    hold() {
      held = true;
      for (const h of handles.values()) timers.clear(h);
      handles.clear();
    },
    /** Pointer and focus have left: each toast gets its whole duration again. */
    release() {
      if (!held) return;
      held = false;
      for (const t of toasts) schedule(t);
    },
    getSnapshot: () => toasts,
    getServerSnapshot: () => NO_TOASTS,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
export type ToastStore = ReturnType<typeof createToastStore>;

export const toastStore = createToastStore();
