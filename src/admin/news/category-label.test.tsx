import { screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import type { AdminCategory } from "../../../schemas/admin-content";
import { renderAt } from "../../../tests/unit/render";
import { useBackOfficeLocales } from "../back-office-i18n";
import { CategoryLabel } from "./category-label";

function BackOffice({ children }: { children: ReactNode }) {
  useBackOfficeLocales();
  return children;
}

const categories: AdminCategory[] = [
  { id: 1, code: "company", name: "公司新闻", nameEn: "Company News", sort: 1, newsCount: 3, version: 1 },
  { id: 2, code: "events", name: "活动", nameEn: "", sort: 2, newsCount: 1, version: 1 },
];

describe("a news item's category in the back office's list", () => {
  it("is named in the back office's language, English falling back to Chinese", () => {
    renderAt(
      <p>
        <CategoryLabel code="company" categories={categories} /> | <CategoryLabel code="events" categories={categories} />
      </p>,
      { lang: "en", path: "/news" },
    );
    expect(screen.getByText("Company News")).toBeTruthy();
    expect(screen.getByText("活动")).toBeTruthy();
  });

  it("shows a code no category has any more, marked missing; the bare code until the categories arrive", () => {
    renderAt(
      <BackOffice>
        <CategoryLabel code="gone" categories={categories} />
      </BackOffice>,
      { lang: "zh", path: "/news" },
    );
    expect(screen.getByText("gone")).toBeTruthy();
    expect(screen.getByTestId("category-missing").textContent).toBe("分类已不存在");
    renderAt(<CategoryLabel code="company" categories={undefined} />, { lang: "zh", path: "/news" });
    expect(screen.getByText("company")).toBeTruthy();
  });
});
