import { useEffect } from "react";

/** `<html data-hydrated>` once React owns the page: CSS can enhance on it, tests wait for it. */
export function useMarkHydrated() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
}
