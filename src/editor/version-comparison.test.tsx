import { ChakraProvider } from "@chakra-ui/react";
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { backOfficeResources } from "../../locales/back-office";
import type { Lang } from "../../schemas/lang";
import { type Block, CURRENT_PAGE_SCHEMA_VERSION, type PageDocument } from "../../schemas/page";
import { createI18nInstance } from "../i18n/instance";
import { I18nextProvider } from "../i18n/react";
import { system } from "../theme/system";
import { DiffList } from "./version-comparison";
import { diffDocuments } from "./version-diff";

const text = (zh: string, en: string) => ({ zh, en });
const rich = (id: string, heading: string, body: string): Block => ({
  id,
  type: "richText",
  props: { heading: text(heading, heading), body: text(body, body) },
});

function page(blocks: Block[], title = text("示例", "Sample")): PageDocument {
  return {
    schemaVersion: CURRENT_PAGE_SCHEMA_VERSION,
    slug: "sample",
    title,
    seo: { description: text("", ""), keywords: text("", "") },
    blocks,
  };
}

const before = page([
  rich("rich-aaa", "第一", "<p>Old <strong>words</strong></p>"),
  {
    id: "cols-bbb",
    type: "twoColumns",
    props: { heading: text("两栏", "Two"), ratio: "1-1", left: [rich("rich-ccc", "左", "<p>x</p>")], right: [] },
  },
]);
const after = page(
  [
    {
      id: "cols-bbb",
      type: "twoColumns",
      props: { heading: text("两栏", "Two"), ratio: "2-1", left: [], right: [rich("rich-ccc", "左", "<p>x</p>")] },
    },
    {
      ...rich("rich-aaa", "第一", "<p>Old <strong>words</strong></p>"),
      props: { heading: text("第一", "First"), body: text("<p>Old <strong>words</strong></p>", "<p>New words</p>") },
    },
    rich("rich-ddd", "新", "<p>y</p>"),
  ],
  text("示例", "Sample page"),
);

function show(lang: Lang, a: PageDocument, b: PageDocument) {
  const i18n = createI18nInstance({ resources: backOfficeResources, lang, defaultNamespace: "editor" });
  return render(
    <I18nextProvider i18n={i18n}>
      <ChakraProvider value={system}>
        <DiffList
          diff={diffDocuments(a, b)}
          beforeName={lang === "en" ? "Version 1" : "第 1 版"}
          afterName={lang === "en" ? "Version 2" : "第 2 版"}
        />
      </ChakraProvider>
    </I18nextProvider>,
  );
}

describe("DiffList", () => {
  it("says there are no differences when there are none", () => {
    show("en", before, structuredClone(before));
    expect(screen.getByRole("status").textContent).toBe("No differences: the two have the same content.");
  });

  it("groups the changes, names blocks and fields in the editor's words, old text struck and new underlined", () => {
    const { container } = show("en", before, after);
    expect(screen.getAllByRole("heading", { level: 4 }).map((h) => h.textContent)).toEqual(["Added (1)", "Moved (2)", "Changed (3)"]);
    const added = screen.getByRole("region", { name: "Added (1)" });
    expect(within(added).getByRole("listitem").textContent).toBe("Rich text “新” — at the page, position 3");
    const moved = screen.getByRole("region", { name: "Moved (2)" });
    expect(
      within(moved)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual([
      "Two columns “Two” — from the page, position 2 to the page, position 1",
      "Rich text “左” — from Two columns “Two” › Left column, position 1 to Two columns “Two” › Right column, position 1",
    ]);

    const block = screen.getByRole("table", { name: "Rich text “First”" });
    expect(
      within(block)
        .getAllByRole("columnheader")
        .map((h) => h.textContent),
    ).toEqual(["Field", "Before: Version 1", "After: Version 2"]);
    const rows = within(block).getAllByRole("row").slice(1);
    expect(rows.map((r) => within(r).getByRole("rowheader").textContent)).toEqual(["Heading (English)", "Body (English)"]);
    const body = rows[1] as HTMLElement;
    expect(body.querySelector("del")?.textContent).toBe("Old words");
    expect(body.querySelector("ins")?.textContent).toBe("New words");
    expect(body.querySelector("ins")?.getAttribute("lang")).toBe("en-US");

    const settings = screen.getByRole("table", { name: "Page settings" });
    expect(within(settings).getByRole("rowheader").textContent).toBe("Page title (English)");
    expect(screen.getByRole("table", { name: "Two columns “Two”" }).textContent).toContain("Wide left");

    // Never a block id, a prop name or a tag.
    for (const raw of ["rich-aaa", "cols-bbb", "rich-ccc", "rich-ddd", "heading", "pageTitle", "ratio", "<p>", "<strong>"])
      expect(container.textContent).not.toContain(raw);
  });

  it("speaks Chinese to a Chinese editor", () => {
    show("zh", before, after);
    expect(screen.getAllByRole("heading", { level: 4 }).map((h) => h.textContent)).toEqual(["新增（1）", "移动（2）", "修改（3）"]);
    const block = screen.getByRole("table", { name: "富文本“第一”" });
    expect(
      within(block)
        .getAllByRole("rowheader")
        .map((h) => h.textContent),
    ).toEqual(["标题（English）", "正文（English）"]);
    expect(screen.getByRole("table", { name: "页面设置" })).toBeTruthy();
  });
});
