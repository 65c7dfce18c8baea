import { describe, expect, it } from "vitest";
import { formatWait, rateLimitedMessage } from "./retry-after";

describe("how long to wait, in words", () => {
  it("says seconds, minutes (rounded up) or hours, in the request's language", () => {
    expect(formatWait(42, "en")).toBe("42 seconds");
    expect(formatWait(600, "en")).toBe("10 minutes");
    expect(formatWait(601, "en")).toBe("11 minutes");
    expect(formatWait(3600, "en")).toBe("60 minutes");
    expect(formatWait(7200, "en")).toBe("2 hours");
    expect(formatWait(900, "zh")).toBe("15分钟");
  });

  it("puts it in the rate-limited message", () => {
    expect(rateLimitedMessage(900, "en")).toBe("Too many requests, please try again in 15 minutes");
    expect(rateLimitedMessage(30, "zh")).toBe("请求过于频繁，请在30秒钟后再试");
  });
});
