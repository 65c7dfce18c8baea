import { z } from "zod";
import type { Policy } from "../../schemas/entities";
import { pickLang } from "../../schemas/localize-text";
import { PORTAL_PATHS } from "../../schemas/portal-paths";
import { defineBlock } from "../define-block";
import { PolicyText } from "./policy-text";
import { policyStrings } from "./strings";

export const PolicyPropsSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^[A-Za-z][\w-]{0,63}$/, "editor:rules.policyCode"),
});
export type PolicyProps = z.infer<typeof PolicyPropsSchema>;
export type PolicyData = { policy: Policy | null };

/** A policy (`policy/getByCode`): its title as the page's h1, the date it changed, the text. */
export const policy = defineBlock<typeof PolicyPropsSchema, PolicyData>({
  type: "policy",
  category: "content",
  label: { zh: "政策条款", en: "Policy" },
  schema: PolicyPropsSchema,
  fields: {
    code: {
      label: { zh: "政策代码", en: "Policy code" },
      kind: {
        select: [
          { value: "privacy", label: { zh: "隐私政策", en: "Privacy policy" } },
          { value: "disclaimer", label: { zh: "免责声明", en: "Disclaimer" } },
        ],
      },
    },
  },
  defaults: { code: "privacy" },
  data: (props) => ({ policy: { path: PORTAL_PATHS.policyByCode, body: { code: props.code }, richTextFields: ["content", "contentEn"] } }),
  component: PolicyText,
  strings: policyStrings,
  sample: () => import("./sample-data").then((m) => m.policySample),
  meta: ({ data, lang }) => (data.policy ? { title: pickLang(data.policy.title, data.policy.titleEn, lang) } : undefined),
});
