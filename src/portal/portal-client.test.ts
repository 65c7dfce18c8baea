import { describe, expect, it, vi } from "vitest";
import { createPortalClient, NETWORK_FAILURE, type PortalClientOptions, PortalRequestError } from "./portal-client";

function setup(reply: unknown | ((url: string, init: RequestInit) => Response), overrides: Partial<PortalClientOptions> = {}) {
  const calls: Array<{ url: string; init: RequestInit }> = [];
  const onSessionExpired = vi.fn();
  const onError = vi.fn();
  const client = createPortalClient({
    baseUrl: "https://portal.example",
    fetch: async (url, init) => {
      calls.push({ url, init });
      return typeof reply === "function" ? (reply as (u: string, i: RequestInit) => Response)(url, init) : Response.json(reply);
    },
    lang: () => "zh",
    token: () => "tok-123",
    onSessionExpired,
    onError,
    fallbackMessage: () => "请求失败，请重试",
    ...overrides,
  });
  return { client, calls, onSessionExpired, onError };
}

describe("portal client: post", () => {
  it("POSTs JSON to the base URL with accessToken and lang headers, and lang in the body", async () => {
    const { client, calls } = setup({ code: "000000", message: "ok", data: { a: 1 } });
    await client.post("/api/portal/content/news/list", { pageNum: 2 });
    const [{ url, init }] = calls as [{ url: string; init: RequestInit }];
    expect(url).toBe("https://portal.example/api/portal/content/news/list");
    expect(init.method).toBe("POST");
    expect(init.headers).toMatchObject({ accessToken: "tok-123", lang: "zh-CN", "content-type": "application/json" });
    expect(JSON.parse(String(init.body))).toEqual({ pageNum: 2, lang: "zh-CN" });
  });

  it("sends en-US in English and no accessToken header without a token", async () => {
    const { client, calls } = setup({ code: "000000", data: null }, { lang: () => "en", token: () => null });
    await client.post("/x");
    const headers = calls[0]?.init.headers as Record<string, string>;
    expect(headers.lang).toBe("en-US");
    expect(headers).not.toHaveProperty("accessToken");
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({ lang: "en-US" });
  });

  it("resolves with the data field on 000000", async () => {
    const { client, onError } = setup({ code: "000000", message: "成功", data: { list: [1, 2] } });
    await expect(client.post("/x")).resolves.toEqual({ list: [1, 2] });
    expect(onError).not.toHaveBeenCalled();
  });

  it("on 000004 clears the session through onSessionExpired, shows no toast and rejects", async () => {
    const { client, onSessionExpired, onError } = setup({ code: "000004", message: "未登录", data: null });
    await expect(client.post("/x")).rejects.toMatchObject({ code: "000004" });
    expect(onSessionExpired).toHaveBeenCalledOnce();
    expect(onError).not.toHaveBeenCalled();
  });

  it("on any other code shows the server message and rejects with it", async () => {
    const { client, onError } = setup({ code: "000001", message: "参数错误：pageSize", data: null });
    const error = (await client.post("/x").catch((e: unknown) => e)) as PortalRequestError;
    expect(error).toBeInstanceOf(PortalRequestError);
    expect(error.message).toBe("参数错误：pageSize");
    expect(error.code).toBe("000001");
    expect(onError).toHaveBeenCalledWith("参数错误：pageSize");
  });

  it("falls back to 'request failed, please retry' when the server gives no message", async () => {
    const { client, onError } = setup({ code: "000099", message: "", data: null });
    await expect(client.post("/x")).rejects.toThrow("请求失败，请重试");
    expect(onError).toHaveBeenCalledWith("请求失败，请重试");
  });

  it("treats a network failure or a non-envelope answer as a failed request", async () => {
    const down = setup(() => {
      throw new TypeError("fetch failed");
    });
    await expect(down.client.post("/x")).rejects.toMatchObject({ code: NETWORK_FAILURE, message: "请求失败，请重试" });
    expect(down.onError).toHaveBeenCalledWith("请求失败，请重试");

    const html = setup(() => new Response("<html>bad gateway</html>", { status: 502 }));
    await expect(html.client.post("/x")).rejects.toMatchObject({ code: NETWORK_FAILURE });
  });

  it("reads the envelope of non-2xx answers too", async () => {
    const { client, onError } = setup(() => Response.json({ code: "000002", message: "不存在", data: null }, { status: 404 }));
    await expect(client.post("/x")).rejects.toMatchObject({ code: "000002", message: "不存在" });
    expect(onError).toHaveBeenCalledWith("不存在");
  });

  it("has no timeout by default, and aborts when one is configured", async () => {
    const none = setup({ code: "000000", data: 1 });
    await none.client.post("/x");
    expect(none.calls[0]?.init.signal).toBeUndefined();

    const timed = setup({ code: "000000", data: 1 }, { timeoutMs: 5000 });
    await timed.client.post("/x");
    expect(timed.calls[0]?.init.signal).toBeInstanceOf(AbortSignal);
  });

  it("uses the same origin when the base URL is empty", async () => {
    const { client, calls } = setup({ code: "000000", data: 1 }, { baseUrl: "" });
    await client.post("/api/portal/user/logout");
    expect(calls[0]?.url).toBe("/api/portal/user/logout");
  });
});

describe("portal client: get helper", () => {
  it("returns data when success is true", async () => {
    const { client, calls } = setup({ success: true, data: [1] });
    await expect(client.get("/files/list", { page: "2" })).resolves.toEqual([1]);
    expect(calls[0]?.url).toBe("https://portal.example/files/list?page=2");
    expect(calls[0]?.init.method).toBe("GET");
  });

  it("fails with the message when success is false", async () => {
    const { client, onError } = setup({ success: false, message: "nope" });
    await expect(client.get("/x")).rejects.toThrow("nope");
    expect(onError).toHaveBeenCalledWith("nope");
  });
});

describe("portal client: upload helper", () => {
  it("posts multipart with one file field and the accessToken header", async () => {
    const { client, calls } = setup({ code: "000000", data: { url: "/files/a.pdf" } });
    const file = new File(["%PDF-1.7"], "coa.pdf", { type: "application/pdf" });
    await expect(client.upload("/api/portal/base/file/upload", file)).resolves.toEqual({ url: "/files/a.pdf" });
    const init = calls[0]?.init as RequestInit;
    const form = init.body as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect([...form.keys()]).toEqual(["file"]);
    expect((form.get("file") as File).name).toBe("coa.pdf");
    expect(init.headers).toMatchObject({ accessToken: "tok-123" });
    expect(init.headers).not.toHaveProperty("content-type");
  });
});
