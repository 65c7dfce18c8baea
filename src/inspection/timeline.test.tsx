import { screen, within } from "@testing-library/react";
import { SWRConfig } from "swr";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { InspectionEvent } from "../../schemas/inspection";
import { renderAt } from "../../tests/unit/render";
import { Timeline } from "./timeline";

afterEach(() => vi.unstubAllGlobals());

const events: InspectionEvent[] = [
  { id: 1, kind: "status", status: "submitted", reason: "", createdAt: "2026-11-01T08:00:00.000Z" },
  { id: 2, kind: "status", status: "testing", reason: "", createdAt: "2026-11-02T08:00:00.000Z" },
  { id: 3, kind: "resultsEntered", status: "testing", reason: "", createdAt: "2026-11-03T08:00:00.000Z" },
  { id: 4, kind: "status", status: "completed", reason: "", createdAt: "2026-11-04T08:00:00.000Z" },
];

function show(lang: "zh" | "en") {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => Response.json({ code: "000000", message: "", data: events })),
  );
  renderAt(
    <SWRConfig value={{ provider: () => new Map() }}>
      <Timeline id={9} />
    </SWRConfig>,
    { lang, path: "/user/" },
  );
}

describe("the progress timeline", () => {
  it("lists every step, results entry included, in English", async () => {
    show("en");
    const list = await screen.findByRole("list", { name: "Progress timeline" });
    const items = within(list).getAllByRole("listitem");
    expect(items).toHaveLength(4);
    ["Submitted", "Testing", "Results entered", "Report issued"].forEach((label, i) => {
      expect(within(items[i] as HTMLElement).getByText(label)).toBeInTheDocument();
    });
  });

  it("marks the newest as the current step and shows the steps still to come", async () => {
    events.splice(3, 1);
    try {
      show("en");
      const list = await screen.findByRole("list", { name: "Progress timeline" });
      const items = within(list).getAllByRole("listitem");
      expect(items.map((li) => li.getAttribute("aria-current"))).toEqual([null, null, "step", null]);
      expect(items[2]).toHaveTextContent("Current step");
      expect(items[3]).toHaveTextContent("Report issued");
      expect(items[3]).toHaveTextContent("To come");
    } finally {
      events.push({ id: 4, kind: "status", status: "completed", reason: "", createdAt: "2026-11-04T08:00:00.000Z" });
    }
  });

  it("and in Chinese", async () => {
    show("zh");
    const list = await screen.findByRole("list", { name: "检测进度" });
    expect(within(list).getByText("已录入检测结果")).toBeInTheDocument();
  });
});
