import { fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Lang } from "../../schemas/lang";
import { PORTAL_PATHS } from "../../schemas/portal-paths";
import { renderAt } from "../../tests/unit/render";
import { TwoFactorEnrolment } from "./two-factor-enrolment";

let otherSessionsEnded = 0;
beforeEach(() => {
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) => {
      const data =
        url === PORTAL_PATHS.twoFactorSetup
          ? { secret: "JBSWY3DPEHPK3PXP", otpauthUrl: "otpauth://totp/x", qrDataUrl: "data:image/png;base64,AA==" }
          : { recoveryCodes: ["aaaa-bbbb"], otherSessionsEnded };
      return Response.json({ code: "000000", message: "", data });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const labels = {
  en: { start: "Set up two-factor authentication", code: "Code shown by the app", confirm: "Turn on" },
  zh: { start: "设置两步验证", code: "应用显示的验证码", confirm: "开启" },
} as const;

async function enrol(lang: Lang) {
  const l = labels[lang];
  renderAt(
    <TwoFactorEnrolment
      status={{ enabled: false, required: true, sessionVerified: false, recoveryCodesLeft: 0, setupNeedsPassword: false }}
      onDone={() => {}}
    />,
    { lang, path: "/admin/" },
  );
  fireEvent.click(screen.getByRole("button", { name: l.start }));
  fireEvent.change(await screen.findByLabelText(new RegExp(l.code)), { target: { value: "123456" } });
  fireEvent.click(screen.getByRole("button", { name: l.confirm }));
  await screen.findByText("aaaa-bbbb");
}

describe("confirming two-factor (issue 26 item 3)", () => {
  it.each([
    ["en", 2, "For your safety, your account's 2 other sessions have been logged out."],
    ["en", 1, "For your safety, your account's other session has been logged out."],
    ["zh", 3, "为了您的账号安全，该账号在其他地方的 3 个登录已全部退出。"],
  ] as const)("in %s, with %i other session(s) ended, says so", async (lang, n, sentence) => {
    otherSessionsEnded = n;
    await enrol(lang);
    expect(screen.getByText(sentence)).toBeInTheDocument();
  });

  it("says nothing about other sessions when there were none", async () => {
    otherSessionsEnded = 0;
    await enrol("en");
    expect(screen.queryByText(/logged out/)).toBeNull();
  });
});
