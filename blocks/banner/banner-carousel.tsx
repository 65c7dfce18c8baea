import { Box, Button, Container, Heading, HStack, IconButton, Stack, Text, VisuallyHidden } from "@chakra-ui/react";
import { type KeyboardEvent, type PointerEvent, useRef } from "react";
import { Link } from "react-router";
import { pickLang } from "../../schemas/localize";
import { HEADER_HEIGHT_PX } from "../../src/layout/header/header-appearance";
import { preloadHeroImage } from "../../src/media/preload-hero-image";
import { blockText } from "../block-strings";
import type { BlockComponentProps } from "../define-block";
import type { BannerData, BannerProps } from "./index";
import { bannerStrings } from "./strings";
import { useCarousel } from "./use-carousel";

const SWIPE_THRESHOLD_PX = 50;

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
  if (banners.length === 0) return null;
  preloadHeroImage(banners[0]?.image);
  const many = banners.length > 1;

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
    <Box
      as="section"
      aria-roledescription={t("carousel")}
      aria-label={t("label")}
      position="relative"
      bg="brand.900"
      color="white"
      onKeyDown={many ? onKeyDown : undefined}
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
      <Box aria-live={c.autoplay ? "off" : "polite"}>
        {banners.map((b, i) => (
          <Box
            key={b.id}
            role="group"
            aria-roledescription={t("slide")}
            aria-label={t("slideOf", { n: i + 1, count: banners.length })}
            hidden={i !== c.index}
            data-active={i === c.index ? "" : undefined}
            bgColor="brand.900"
            bgImage={`linear-gradient(90deg, rgba(40,6,18,0.88) 0%, rgba(40,6,18,0.55) 60%, rgba(40,6,18,0.35) 100%), url(${b.image})`}
            bgSize="cover"
            bgPos="center"
            minH={{ base: "560px", md: "640px" }}
            display={i === c.index ? "flex" : undefined}
            alignItems="center"
            pt={`${HEADER_HEIGHT_PX}px`}
          >
            <Container maxW="6xl" py="16">
              <Stack gap="5" maxW="2xl">
                <Heading as={i === c.index ? props.headingLevel : "p"} size={{ base: "3xl", md: "5xl" }} lineHeight="1.2">
                  {pickLang(b.title, b.titleEn, lang)}
                </Heading>
                <Text fontSize={{ base: "lg", md: "xl" }}>{pickLang(b.subtitle, b.subtitleEn, lang)}</Text>
                {b.link && (
                  <Button asChild colorPalette="brand" size="lg" alignSelf="start">
                    <Link to={b.link}>
                      {t("learnMore")}
                      {/* Says where the link goes for those who hear links listed out of context. */}
                      <VisuallyHidden>{t("learnMoreWhat", { title: pickLang(b.title, b.titleEn, lang) })}</VisuallyHidden>
                    </Link>
                  </Button>
                )}
              </Stack>
            </Container>
          </Box>
        ))}
      </Box>
      {many && (
        <HStack position="absolute" bottom="6" insetX="0" justify="center" gap="3">
          <IconButton aria-label={t("previous")} variant="ghost" color="white" _hover={{ bg: "whiteAlpha.300" }} onClick={c.previous}>
            <Chevron direction="left" />
          </IconButton>
          <HStack gap="2">
            {banners.map((b, i) => (
              // A 32×24 px target (WCAG 2.5.8) of fixed size: only the dot drawn inside it grows, from
              // its left edge, so changing slides moves nothing (no layout shift).
              <Box
                as="button"
                key={b.id}
                aria-label={t("goTo", { n: i + 1 })}
                aria-current={i === c.index ? "true" : undefined}
                onClick={() => c.go(i)}
                w="8"
                h="6"
                display="flex"
                alignItems="center"
                justifyContent="flex-start"
                cursor="pointer"
                _before={{
                  content: '""',
                  display: "block",
                  h: "3",
                  w: i === c.index ? "8" : "3",
                  rounded: "full",
                  bg: i === c.index ? "white" : "whiteAlpha.600",
                  transition: "width 0.2s",
                }}
              />
            ))}
          </HStack>
          <IconButton aria-label={t("next")} variant="ghost" color="white" _hover={{ bg: "whiteAlpha.300" }} onClick={c.next}>
            <Chevron direction="right" />
          </IconButton>
          {props.autoplaySeconds > 0 && (
            <Button
              size="sm"
              variant="outline"
              color="white"
              borderColor="whiteAlpha.700"
              _hover={{ bg: "whiteAlpha.300" }}
              onClick={() => c.setPlaying(!c.playing)}
            >
              {c.playing ? t("pause") : t("play")}
            </Button>
          )}
        </HStack>
      )}
    </Box>
  );
}
