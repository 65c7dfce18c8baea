import { Badge } from "@chakra-ui/react";
import { useEffect, useState } from "react";
import useSWR from "swr";
import { PRESENCE_HEARTBEAT_MS } from "../../schemas/page-presence";
import { useTranslation } from "../i18n/react";
import { editorApi } from "./editor-api";

/**
 * Who else has this page open in the editor, from a heartbeat every 15 s (decision 195): other
 * editors by name, and the same editor's other tabs. Nothing shows while the editor is alone; the
 * line is a polite live region, so someone arriving is announced once.
 */
export function PresenceIndicator({ slug }: { slug: string }) {
  const { t, i18n } = useTranslation("editor");
  const [tab] = useState(() => crypto.randomUUID());
  const { data } = useSWR(["page-presence", slug, tab], () => editorApi.presence(slug, tab), {
    refreshInterval: PRESENCE_HEARTBEAT_MS,
    refreshWhenHidden: true,
    revalidateOnFocus: true,
  });
  useEffect(() => {
    const leave = () => void editorApi.presence(slug, tab, true).catch(() => {});
    window.addEventListener("pagehide", leave);
    return () => {
      window.removeEventListener("pagehide", leave);
      leave();
    };
  }, [slug, tab]);

  const names = (data?.others ?? []).map((o) => (o.you ? t("presence.you") : o.name));
  const list = new Intl.ListFormat(i18n.language.startsWith("zh") ? "zh-CN" : "en", { type: "conjunction" });
  return (
    <span role="status" aria-live="polite" data-testid="page-presence">
      {names.length > 0 && (
        <Badge colorPalette="orange" variant="subtle">
          {t("presence.others", { names: list.format([...new Set(names)]) })}
        </Badge>
      )}
    </span>
  );
}
