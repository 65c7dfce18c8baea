import { type CSSProperties, type KeyboardEvent, type PointerEvent, useRef } from "react";
import { Link } from "react-router";
import { pickLang } from "../../schemas/localize-text";
import { preloadHeroImage } from "../../src/media/preload-hero-image";
import { ResponsiveImage } from "../../src/media/responsive-image";
import { useRootData } from "../../src/root-data";
import { buttonClass } from "../../src/ui/button";
import { Container } from "../../src/ui/container";
import { cx } from "../../src/ui/cx";
import { headingClass } from "../../src/ui/heading";
import { VisuallyHidden } from "../../src/ui/visually-hidden";
import { blockText } from "../block-strings";
import type { BlockComponentProps } from "../define-block";
import styles from "./banner-carousel.module.css";
import type { BannerData, BannerProps } from "./index";
import { bannerStrings } from "./strings";
import { useCarousel } from "./use-carousel";

const SWIPE_THRESHOLD_PX = 50;
/** A slide's picture fills the viewport's width: phones get the 480 or 960 variant, wide screens the 1600. */
const SLIDE_SIZES = "100vw";

function Chevron({ direction }: { direction: "left" | "right" }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d={direction === "left" ? "M15 6l-6 6 6 6" : "M9 6l6 6-6 6"} fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

/** Banner carousel: autoplay with pause, previous/next and dot buttons, arrow keys, swipe. */
export function BannerCarousel({ props, data, lang }: BlockComponentProps<BannerProps, BannerData>) {
  const t = blockText(bannerStrings, lang);
  const banners = data.banners ?? [];
  const c = useCarousel(Math.max(1, banners.length), props.autoplaySeconds * 1000);
  const swipeStart = useRef<number | null>(null);
  const siteName = useRootData()?.websiteInfo?.siteName;
  if (banners.length === 0) return null;
  preloadHeroImage(banners[0]?.image, SLIDE_SIZES, banners[0]?.phoneImage);
  const many = banners.length > 1;

  // On the carousel's own controls only: on a slide's link the arrows would hide the slide and the
  // focus with it (and they belong to the page's scrolling there).
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === "ArrowRight") c.next();
    else if (e.key === "ArrowLeft") c.previous();
    else return;
    e.preventDefault();
  };
  const onPointerDown = (e: PointerEvent) => {
    if (e.pointerType !== "mouse") swipeStart.current = e.clientX;
  };
  const onPointerUp = (e: PointerEvent) => {
    if (swipeStart.current === null) return;
    const dx = e.clientX - swipeStart.current;
    swipeStart.current = null;
    if (dx <= -SWIPE_THRESHOLD_PX) c.next();
    else if (dx >= SWIPE_THRESHOLD_PX) c.previous();
  };

  return (
    <section
      aria-roledescription={t("carousel")}
      aria-label={t("label")}
      className={styles.carousel}
      onPointerDown={many ? onPointerDown : undefined}
      onPointerUp={many ? onPointerUp : undefined}
      onMouseEnter={() => c.setHeld(true)}
      onMouseLeave={() => c.setHeld(false)}
      onFocus={() => c.setHeld(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) c.setHeld(false);
      }}
      style={{ touchAction: "pan-y" }}
    >
      {props.headingLevel === "h1" && (
        <h1>
          <VisuallyHidden>{siteName || pickLang(banners[0]?.title ?? "", banners[0]?.titleEn ?? "", lang)}</VisuallyHidden>
        </h1>
      )}
      <div aria-live={c.autoplay ? "off" : "polite"}>
        {banners.map((b, i) => {
          // The page's h1 does not change with the slides (WCAG 2.4.6): the current slide's title is an h2.
          const Title = i === c.index ? "h2" : "p";
          return (
            // biome-ignore lint/a11y/useSemanticElements: a carousel's slide (WAI-ARIA carousel pattern), not a form's fieldset
            <div
              key={b.id}
              role="group"
              aria-roledescription={t("slide")}
              aria-label={t("slideOf", { n: i + 1, count: banners.length })}
              hidden={i !== c.index}
              data-active={i === c.index ? "" : undefined}
              className={styles.slide}
              // The overlay's strength under the text, checked for contrast when the slide was saved (decision 208).
              style={{ "--overlay-alpha": b.overlay / 100 } as CSSProperties}
            >
              {/* Decorative: the slide's title and text say what it is about. Hidden slides' images load when shown. */}
              <ResponsiveImage
                src={b.image}
                alt=""
                sizes={SLIDE_SIZES}
                priority={i === 0}
                focus={b.imageFocus}
                phone={{ src: b.phoneImage, focus: b.phoneImageFocus }}
                className={styles.picture}
              />
              <Container className={styles.content}>
                <div className={styles.stack}>
                  <Title className={cx(headingClass("3xl", "5xl"), styles.title)}>{pickLang(b.title, b.titleEn, lang)}</Title>
                  <p className={styles.subtitle}>{pickLang(b.subtitle, b.subtitleEn, lang)}</p>
                  {b.link && (
                    <Link to={b.link} className={cx(buttonClass({ size: "lg" }), styles.learnMore)}>
                      {t("learnMore")}
                      {/* Says where the link goes for those who hear links listed out of context. */}
                      <VisuallyHidden>{t("learnMoreWhat", { title: pickLang(b.title, b.titleEn, lang) })}</VisuallyHidden>
                    </Link>
                  )}
                </div>
              </Container>
            </div>
          );
        })}
      </div>
      {many && (
        <div className={styles.controls}>
          <button
            type="button"
            aria-label={t("previous")}
            className={cx(buttonClass({ variant: "ghost", icon: true }), styles.arrow)}
            onClick={c.previous}
            onKeyDown={onKeyDown}
          >
            <Chevron direction="left" />
          </button>
          <div className={styles.dots}>
            {banners.map((b, i) => (
              // A 32×24 px target (WCAG 2.5.8) of fixed size, its dot centred and the same size whichever
              // is current: the dots sit evenly spaced and changing slides moves nothing.
              <button
                type="button"
                key={b.id}
                aria-label={t("goTo", { n: i + 1 })}
                aria-current={i === c.index ? "true" : undefined}
                onClick={() => c.go(i)}
                onKeyDown={onKeyDown}
                className={styles.dot}
              />
            ))}
          </div>
          <button
            type="button"
            aria-label={t("next")}
            className={cx(buttonClass({ variant: "ghost", icon: true }), styles.arrow)}
            onClick={c.next}
            onKeyDown={onKeyDown}
          >
            <Chevron direction="right" />
          </button>
          {props.autoplaySeconds > 0 && (
            <button
              type="button"
              className={cx(buttonClass({ variant: "outline", size: "sm" }), styles.playPause)}
              onClick={() => c.setPlaying(!c.playing)}
              onKeyDown={onKeyDown}
            >
              {c.playing ? t("pause") : t("play")}
            </button>
          )}
        </div>
      )}
    </section>
  );
}
