import type { BlockStrings } from "../block-strings";

export const bannerStrings = {
  carousel: { zh: "轮播", en: "carousel" },
  label: { zh: "焦点", en: "Highlights" },
  slide: { zh: "幻灯片", en: "slide" },
  slideOf: { zh: "第 {{n}} 张，共 {{count}} 张", en: "{{n}} of {{count}}" },
  previous: { zh: "上一张", en: "Previous slide" },
  next: { zh: "下一张", en: "Next slide" },
  goTo: { zh: "转到第 {{n}} 张", en: "Go to slide {{n}}" },
  pause: { zh: "暂停", en: "Pause" },
  play: { zh: "播放", en: "Play" },
  learnMore: { zh: "了解更多", en: "Learn more" },
  /** Read after "Learn more" by screen readers only: where the link goes. */
  learnMoreWhat: { zh: "：{{title}}", en: ": {{title}}" },
} satisfies BlockStrings;
