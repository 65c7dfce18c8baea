import { describe, expect, it } from "vitest";
import enMail from "../locales/en/mail.json";
import { resources } from "../locales/index";
import { mailT, serverT } from "./i18n";

describe("the server's i18next instance", () => {
  it("answers in the asked language; bare keys are `errors`', other namespaces are named", () => {
    expect(serverT("zh")("requestFailed")).toBe(resources.zh.errors.requestFailed);
    expect(serverT("en")("pages:error.message")).toBe(resources.en.pages.error.message);
    // @ts-expect-error: errors.json has no `noSuchMessage` (typed keys, decision 186)
    expect(serverT("en")("noSuchMessage")).toBe("noSuchMessage");
  });

  it("holds the back office's and the mails' namespaces too", () => {
    expect(serverT("en")("admin:errors.imageType")).not.toBe("errors.imageType");
    expect(mailT("en")("greetingNoName")).toBe(enMail.greetingNoName);
    // @ts-expect-error: mail.json has no `farewell`
    expect(mailT("en")("farewell")).toBe("farewell");
  });
});
