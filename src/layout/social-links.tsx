import { type ReactNode, useEffect, useId, useState } from "react";
import type { WebsiteInfo } from "../../schemas/entities";
import { useTranslation } from "../i18n/react";
import { buttonClass } from "../ui/button";
import { cx } from "../ui/cx";
import type { Tone } from "./header/tone";
import { DouyinIcon, WeiboIcon, WeixinIcon, XiaohongshuIcon } from "./icons";
import styles from "./social-links.module.css";

type QrKey = "weixin" | "douyin" | "xiaohongshu";
const QR_IMAGE: Record<QrKey, "weixinImg" | "douyinImg" | "xiaohongshuImg"> = {
  weixin: "weixinImg",
  douyin: "douyinImg",
  xiaohongshu: "xiaohongshuImg",
};
const QR_ICON: Record<QrKey, () => ReactNode> = { weixin: WeixinIcon, douyin: DouyinIcon, xiaohongshu: XiaohongshuIcon };

const iconButtonClass = (tone: Tone) =>
  cx(buttonClass({ variant: "ghost", size: "sm", icon: true }), tone === "dark" ? styles.dark : styles.light);

/**
 * A social icon whose QR image shows on hover and on keyboard focus (spec §2); Escape hides it until
 * pointer and focus have left (WCAG 1.4.13), and `aria-expanded` says whether it shows.
 */
function QrButton({ kind, info, tone }: { kind: QrKey; info: WebsiteInfo; tone: Tone }) {
  const { t } = useTranslation();
  const popupId = useId();
  const name = t(`contactInfo.${kind}`);
  const image = info[QR_IMAGE[kind]];
  const IconComponent = QR_ICON[kind];
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const open = (hovered || focused) && !dismissed;
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== "Escape") return;
      setDismissed(true);
      // The popup is what Escape closed: not also a drawer around it or the newest toast.
      e.preventDefault();
      e.stopPropagation();
    };
    document.addEventListener("keydown", onKey, { capture: true });
    return () => document.removeEventListener("keydown", onKey, { capture: true });
  }, [open]);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: pointer and focus over the button and its popup together keep the popup open
    <div
      className={cx("qr-trigger", styles.qr)}
      data-dismissed={dismissed ? "" : undefined}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => {
        setHovered(false);
        if (!focused) setDismissed(false);
      }}
      onFocus={() => setFocused(true)}
      onBlur={() => {
        setFocused(false);
        setDismissed(false);
      }}
    >
      <button
        type="button"
        aria-label={name}
        aria-describedby={popupId}
        aria-expanded={open}
        aria-controls={popupId}
        className={iconButtonClass(tone)}
        data-testid={`qr-${kind}`}
      >
        <IconComponent />
      </button>
      <div id={popupId} className={cx("qr-popup", styles.popup)}>
        <img
          src={image.url}
          alt={image.alt || t("contactInfo.qrOf", { name })}
          width={128}
          height={128}
          loading="lazy"
          className={styles.qrImage}
        />
        <p className={styles.scan}>{t("contactInfo.scan")}</p>
      </div>
    </div>
  );
}

/** Weixin, Douyin and Xiaohongshu show their QR code; Weibo is a link. */
export function SocialLinks({ info, tone = "light" }: { info: WebsiteInfo; tone?: Tone }) {
  const { t } = useTranslation();
  return (
    <ul className={styles.list} aria-label={t("footer.social")}>
      {(["weixin", "douyin", "xiaohongshu"] as const).map((kind) => (
        <li key={kind}>
          <QrButton kind={kind} info={info} tone={tone} />
        </li>
      ))}
      {info.weiboLink && (
        <li>
          <a
            href={info.weiboLink}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t("contactInfo.weibo")}
            className={iconButtonClass(tone)}
          >
            <WeiboIcon />
          </a>
        </li>
      )}
    </ul>
  );
}
