import { describe, expect, it } from "vitest";
import { renderMail } from "./templates";

const site = { name: "Lactoferrin Co", url: "https://example.test" };

describe("mail templates (i18next, namespace mail)", () => {
  it("fill each language's texts with the mail's data", () => {
    const en = renderMail("sampleReceived", "en", { name: "Ada", no: "LF20261127-0001", sample: "Batch 7" }, site);
    expect(en.subject).toBe("Sample LF20261127-0001 received");
    expect(en.text).toContain("Hello Ada,");
    expect(en.text).toContain('We have received your sample "Batch 7" (inspection number LF20261127-0001).');
    expect(en.text).toContain("Kind regards,\nLactoferrin Co");
    const zh = renderMail("sampleReceived", "zh", { name: "李雷", no: "LF20261127-0001", sample: "批次 7" }, site);
    expect(zh.subject).toContain("LF20261127-0001");
    expect(zh.text).toContain("李雷");
    expect(zh.html).toContain('<html lang="zh-CN">');
  });

  it("put a customer's text in as it is: never translated, filled or unescaped in the HTML", () => {
    const sample = "$t(greetingNoName) {{no}} <b>x</b>";
    const mail = renderMail("sampleRejected", "en", { name: "Ada", no: "N1", sample, reason: "{{sample}}" }, site);
    expect(mail.text).toContain(`your sample "${sample}" (inspection number N1)`);
    expect(mail.text).toContain("Reason given by the lab: {{sample}}");
    expect(mail.html).toContain("&lt;b&gt;x&lt;/b&gt;");
    expect(mail.html).not.toContain("<b>x</b>");
  });

  it("a code mail shows its code and no greeting name when it has none", () => {
    const mail = renderMail("verifyEmail", "en", { account: "ada@example.test", code: "123456" }, site);
    expect(mail.text.startsWith("Hello,")).toBe(true);
    expect(mail.html).toContain(">123456</p>");
  });
});
