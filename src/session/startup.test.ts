import { describe, expect, it, vi } from "vitest";
import { loadCurrentUser } from "./startup";
import { STORAGE_KEYS, sessionStorageApi } from "./storage";

describe("startup: current user", () => {
  it("does nothing without a token", async () => {
    const post = vi.fn();
    await expect(loadCurrentUser({ post }, sessionStorageApi)).resolves.toBeNull();
    expect(post).not.toHaveBeenCalled();
  });

  it("stores the user when a token exists", async () => {
    sessionStorageApi.setToken("t");
    const post = vi.fn().mockResolvedValue({ id: 3, nickname: "王" });
    await loadCurrentUser({ post }, sessionStorageApi);
    expect(post).toHaveBeenCalledWith("/api/portal/user/getCurrentUserInfo");
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.userInfo) ?? "null")).toEqual({ id: 3, nickname: "王" });
  });

  it("empties user info when the fetch fails", async () => {
    sessionStorageApi.setToken("t");
    sessionStorageApi.setUserInfo({ id: 3, nickname: "old" });
    const post = vi.fn().mockRejectedValue(new Error("down"));
    await expect(loadCurrentUser({ post }, sessionStorageApi)).resolves.toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.userInfo)).toBeNull();
  });
});

describe("client state keys", () => {
  it("are the four of spec §3", () => {
    expect(Object.values(STORAGE_KEYS).sort()).toEqual(["classList", "token", "userInfo", "websiteInfo"]);
  });

  it("ignores corrupted stored JSON instead of crashing", () => {
    window.localStorage.setItem(STORAGE_KEYS.websiteInfo, "{not json");
    expect(sessionStorageApi.getWebsiteInfo()).toBeNull();
  });
});
