import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { PORTAL_PATHS } from "../../schemas/portal-paths";
import { type MediaTextData, type MediaTextProps, MediaTextPropsSchema, mediaText } from "./index";
import { MediaText } from "./media-text";

const defaults = mediaText.defaults as Record<string, unknown>;

describe("mediaText block props", () => {
  it("accepts its defaults", () => {
    expect(MediaTextPropsSchema.safeParse(defaults).success).toBe(true);
  });

  it.each([
    ["a javascript: image", { image: "javascript:alert(1)" }],
    ["an unknown side", { imageSide: "top" }],
    ["a missing heading", { heading: { zh: "", en: "Title" } }],
  ])("refuses %s", (_, change) => {
    expect(MediaTextPropsSchema.safeParse({ ...defaults, ...change }).success).toBe(false);
  });
});

describe("mediaText with an image from the media library", () => {
  const uploaded = "/files/img/0123456789abcdef01234567-1200x900/1200.webp";
  const props = { ...defaults, image: uploaded, imageAlt: { zh: "区块自己的", en: "The block's own" } } as MediaTextProps;
  const render = (data: MediaTextData, lang: "zh" | "en") =>
    renderToStaticMarkup(<MediaText props={props} data={data} lang={lang} slots={{}} />);

  it("asks the library for an uploaded image's alt text, and nothing for other images", () => {
    expect(mediaText.data?.(props as never)).toEqual({ media: { path: PORTAL_PATHS.mediaInfo, body: { url: uploaded } } });
    expect(mediaText.data?.(defaults as never)).toEqual({});
  });

  it("shows the library's alt text in the visitor's language (Chinese when English is empty) and its focus point", () => {
    const media = { alt: { zh: "实验室", en: "The lab" }, focus: { x: 20, y: 80 } };
    expect(render({ media }, "zh")).toContain('alt="实验室"');
    expect(render({ media }, "en")).toContain('alt="The lab"');
    expect(render({ media }, "en")).toContain("object-position:20% 80%");
    expect(render({ media: { ...media, alt: { zh: "实验室", en: "" } } }, "en")).toContain('alt="实验室"');
  });

  it("falls back to the block's own alt text when the library has none or the read failed", () => {
    expect(render({ media: { alt: { zh: "", en: "" }, focus: { x: 50, y: 50 } } }, "en")).toContain('alt="The block&#x27;s own"');
    expect(render({ media: null }, "zh")).toContain('alt="区块自己的"');
  });
});
