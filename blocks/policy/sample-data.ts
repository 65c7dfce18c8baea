import type { PolicyData } from "./index";

export const policySample: PolicyData = {
  policy: {
    code: "privacy",
    title: "隐私政策",
    titleEn: "Privacy Policy",
    content: "<p>我们只收集提供服务所需的信息。</p>",
    contentEn: "<p>We collect only what we need to provide our services.</p>",
    updateTime: "2026-01-01T00:00:00.000Z",
  },
};
