import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SWRConfig } from "swr";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { DownloadTask } from "../../schemas/inspection";
import { renderAt } from "../../tests/unit/render";
import { DownloadTasks } from "./download-tasks";

afterEach(() => vi.unstubAllGlobals());

const failed = (id: number, error: string): DownloadTask => ({
  id,
  status: "failed",
  total: 2,
  doneCount: 1,
  error,
  size: 0,
  createdAt: "2026-11-23T08:00:00.000Z",
  updatedAt: "2026-11-23T08:00:01.000Z",
});

describe("a failed download task", () => {
  it("says why, translated, including tasks that failed before reasons had names", async () => {
    const tasks = [
      failed(3, "portal:downloadTask.writeFailed"),
      failed(2, "portal:downloadTask.notCompleted"),
      failed(1, "lab.reportFileMissing"),
    ];
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Response.json({ code: "000000", message: "", data: tasks })),
    );
    renderAt(
      <SWRConfig value={{ provider: () => new Map() }}>
        <DownloadTasks refreshKey={0} />
      </SWRConfig>,
      { path: "/user/", lang: "zh" },
    );
    expect(await screen.findByText("压缩包无法保存，请稍后再试。")).toBeInTheDocument();
    expect(screen.getByText("所选的某项检测已不再是已完成状态，无法打包其报告，请重新选择。")).toBeInTheDocument();
    expect(screen.getByText("报告文件缺失")).toBeInTheDocument();
  });
});

describe("deleting a download task", () => {
  it("asks first: Cancel keeps it, the dialog's Delete deletes it", { timeout: 20_000 }, async () => {
    const done: DownloadTask = { ...failed(7, ""), status: "done", doneCount: 2 };
    const calls: string[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string) => {
        calls.push(String(url));
        return Response.json({ code: "000000", message: "", data: String(url).endsWith("/getList") ? [done] : null });
      }),
    );
    const user = userEvent.setup();
    renderAt(
      <SWRConfig value={{ provider: () => new Map() }}>
        <DownloadTasks refreshKey={0} />
      </SWRConfig>,
      { path: "/user/", lang: "en" },
    );
    await user.click(await screen.findByRole("button", { name: "Delete download task 7" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Delete this download task?" });
    expect(dialog).toHaveTextContent("The zip with 2 reports will be deleted.");
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    expect(calls.filter((c) => c.endsWith("/delete"))).toEqual([]);

    await user.click(screen.getByRole("button", { name: "Delete download task 7" }));
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(calls.filter((c) => c.endsWith("/delete"))).toHaveLength(1));
  });
});
