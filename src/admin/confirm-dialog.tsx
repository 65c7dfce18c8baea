import { createContext, type ReactNode, useCallback, useContext, useRef, useState } from "react";
import { useTranslation } from "../i18n/react";
import { ConfirmDialog } from "../inspection/confirm-dialog";

/** What to ask: the question and the word on the button that does it ("Delete", "Disable"). */
export interface ConfirmRequest {
  message: string;
  action: string;
}

type Ask = (request: ConfirmRequest) => Promise<boolean>;

const ConfirmContext = createContext<Ask | null>(null);

/**
 * The back office's "are you sure" question as the site's alert dialog (`ConfirmDialog`; issue 27: the back
 * office passes the same keyboard checks), instead of `window.confirm`: its buttons speak the back
 * office's language (the browser's confirm says OK/Cancel in the browser's), it wears the site's
 * focus ring, and Ark's dialog keeps focus inside it and gives it back to the button that asked.
 * Cancel has focus first: Enter on a destructive question does nothing harmful.
 */
export function ConfirmProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation("admin");
  const [request, setRequest] = useState<ConfirmRequest | null>(null);
  const resolver = useRef<((ok: boolean) => void) | null>(null);
  const ask = useCallback<Ask>(
    (next) =>
      new Promise<boolean>((resolve) => {
        resolver.current?.(false);
        resolver.current = resolve;
        setRequest(next);
      }),
    [],
  );
  const answer = (ok: boolean) => {
    resolver.current?.(ok);
    resolver.current = null;
    setRequest(null);
  };
  return (
    <ConfirmContext.Provider value={ask}>
      {children}
      <ConfirmDialog
        open={!!request}
        onClose={() => answer(false)}
        title={t("confirm.title")}
        consequence={request?.message ?? ""}
        confirmLabel={request?.action ?? ""}
        cancelLabel={t("confirm.cancel")}
        onConfirm={async () => answer(true)}
      />
    </ConfirmContext.Provider>
  );
}

/** Asks in the back office's confirm dialog; resolves true when the user confirms. */
export function useConfirm(): Ask {
  const ask = useContext(ConfirmContext);
  if (!ask) throw new Error("useConfirm outside ConfirmProvider");
  return ask;
}
