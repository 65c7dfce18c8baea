import { describe, expect, it } from "vitest";
import { formatDateTime } from "./format-date-time";

describe("back-office times", () => {
  it("are in the site's zone (China time) whatever the computer's, and name it", () => {
    // 02:30 UTC is 10:30 in China.
    expect(formatDateTime("2026-11-23T02:30:00Z", "en")).toBe("Nov 23, 2026, 10:30 AM GMT+8");
    expect(formatDateTime("2026-11-23T02:30:00Z", "zh")).toMatch(/^2026年11月23日 GMT\+8 10:30$/);
  });

  it("show a value that is no date as it is", () => {
    expect(formatDateTime("", "en")).toBe("");
  });
});
