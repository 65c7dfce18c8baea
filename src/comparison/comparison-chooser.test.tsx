import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { Inspection } from "../../schemas/inspection";
import type { Page } from "../../schemas/paging";
import { renderAt } from "../../tests/unit/render";
import { type Choice, ComparisonChooser } from "./comparison-chooser";

const inspection = (id: number) =>
  ({ id, inspectionNo: `LF20261128-000${id}`, sampleName: `Sample ${id}`, updatedAt: "2026-11-28T08:00:00.000Z" }) as Inspection;
const page = (n: number): Page<Inspection> => ({
  list: Array.from({ length: n }, (_, i) => inspection(i + 1)),
  total: n,
  pageNum: 1,
  pageSize: 10,
});

function show(list: Page<Inspection> | undefined, choices: Choice[] = []) {
  const onToggle = vi.fn();
  const onCompare = vi.fn();
  renderAt(<ComparisonChooser list={list} choices={choices} onToggle={onToggle} onPage={() => {}} onCompare={onCompare} />, {
    path: "/dataComparison",
  });
  return { form: screen.getByRole("form", { name: "Choose inspections to compare" }), onToggle, onCompare };
}

describe("the comparison's chooser", () => {
  it("is drawn before the list arrives: its legend and a busy list, nothing below it that could move", () => {
    const { form } = show(undefined);
    expect(within(form).getByText("Choose 2 to 6 inspections")).toBeVisible();
    expect(within(form).queryAllByRole("checkbox")).toHaveLength(0);
    expect(form.querySelector("[aria-busy=true]")).not.toBeNull();
    expect(within(form).queryByRole("button")).toBeNull();
  });

  it("lists the inspections; compares once two are chosen; a seventh cannot be chosen", () => {
    const { form, onToggle, onCompare } = show(page(7), [1, 2, 3, 4, 5, 6].map(inspection));
    const boxes = within(form).getAllByRole("checkbox");
    expect(boxes).toHaveLength(7);
    expect(boxes.slice(0, 6).every((b) => (b as HTMLInputElement).checked)).toBe(true);
    expect(boxes[6]).toBeDisabled();
    fireEvent.click(boxes[0] as HTMLElement);
    expect(onToggle).toHaveBeenCalledWith(expect.objectContaining({ id: 1 }));
    fireEvent.click(within(form).getByRole("button", { name: "Compare (6)" }));
    expect(onCompare).toHaveBeenCalled();
  });
});
