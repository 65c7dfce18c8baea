import { screen } from "@testing-library/react";
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
