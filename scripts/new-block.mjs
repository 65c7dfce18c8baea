// `npm run new:block -- <folder-name> <中文名称> [English label]`: a new block type that passes the
// block tests and typecheck as it is — its folder (registration, component, CSS module, strings,
// stories, props test), one line in blocks/index.ts and one in blocks/components.ts, and its place
// in the frozen every-block fixture (`npm run blocks:fixture`). Then make it yours (README,
// "Adding a block type").
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const [folder, zhLabel, enLabelArg] = process.argv.slice(2).filter((a) => a !== "--");

function fail(message) {
  console.error(message);
  process.exit(1);
}

if (!folder || !zhLabel)
  fail(
    'Usage: npm run new:block -- <folder-name> <中文名称> [English label]\n  e.g. npm run new:block -- award-list 奖项列表 "Award list"',
  );
if (!/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(folder)) fail(`"${folder}": a block folder is lower-case words joined by hyphens (award-list).`);
if (!/\p{Script=Han}/u.test(zhLabel)) fail(`"${zhLabel}": the second argument is the block's Chinese name, as editors see it.`);

const words = folder.split("-");
const type =
  words[0] +
  words
    .slice(1)
    .map((w) => w[0].toUpperCase() + w.slice(1))
    .join("");
const Component = type[0].toUpperCase() + type.slice(1);
const enLabel = enLabelArg ?? `${words[0][0].toUpperCase()}${words[0].slice(1)} ${words.slice(1).join(" ")}`.trim();
const dir = path.join(root, "blocks", folder);
if (fs.existsSync(dir)) fail(`blocks/${folder} exists already.`);
const registryFile = path.join(root, "blocks/index.ts");
const componentsFile = path.join(root, "blocks/components.ts");
const registry = fs.readFileSync(registryFile, "utf8");
const components = fs.readFileSync(componentsFile, "utf8");
if (new RegExp(`\\b${type}\\b`).test(registry)) fail(`A block named "${type}" is registered already.`);
const json = JSON.stringify;

const files = {
  "index.ts": `import { z } from "zod";
import { LocalizedTextSchema } from "../../schemas/localized-text-schema";
import { defineBlock } from "../define-block";
import { RequiredLocalizedText } from "../fields";
import { ${Component} } from "./${folder}";
import { ${type}Strings } from "./strings";

export const ${Component}PropsSchema = z.object({ text: RequiredLocalizedText, author: LocalizedTextSchema });
export type ${Component}Props = z.infer<typeof ${Component}PropsSchema>;

export const ${type} = defineBlock({
  type: ${json(type)},
  category: "content",
  label: { zh: ${json(zhLabel)}, en: ${json(enLabel)} },
  schema: ${Component}PropsSchema,
  fields: {
    text: { label: { zh: "正文", en: "Text" }, kind: "localizedTextarea" },
    author: { label: { zh: "作者", en: "Author" }, kind: "localizedText" },
  },
  defaults: { text: { zh: "活性决定价值。", en: "Activity is what counts." }, author: { zh: "", en: "" } },
  component: ${Component},
  strings: ${type}Strings,
});
`,
  "strings.ts": `import type { BlockStrings } from "../block-strings";

/** The block's own visible strings, each in both languages. */
export const ${type}Strings = { said: { zh: "{{name}} 说", en: "{{name}} said" } } satisfies BlockStrings;
`,
  [`${folder}.tsx`]: `import { localize } from "../../schemas/localize-text";
import { blockText } from "../block-strings";
import type { BlockComponentProps } from "../define-block";
import { Section } from "../section";
import styles from "./${folder}.module.css";
import type { ${Component}Props } from "./index";
import { ${type}Strings } from "./strings";

export function ${Component}({ props, lang }: BlockComponentProps<${Component}Props>) {
  const t = blockText(${type}Strings, lang);
  const author = localize(props.author, lang);
  return (
    <Section>
      <p className={styles.text}>{localize(props.text, lang)}</p>
      {author && <p className={styles.author}>{t("said", { name: author })}</p>}
    </Section>
  );
}
`,
  [`${folder}.module.css`]: `.text {
  font-size: var(--text-2xl);
  line-height: var(--leading-2xl);
  color: var(--color-brand-800);
}
.author {
  margin-top: 0.75rem;
  color: var(--color-gray-700);
}
`,
  [`${folder}.stories.tsx`]: `import type { Meta, StoryObj } from "@storybook/react-vite";
import { BlockStory } from "../block-story";
import { ${type} } from "./index";

const meta = {
  title: ${json(`Blocks/${enLabel}`)},
  component: BlockStory,
  args: { registration: ${type}, props: ${type}.defaults },
} satisfies Meta<typeof BlockStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Chinese: Story = { globals: { lang: "zh" } };
export const English: Story = { globals: { lang: "en" } };
export const InvalidProps: Story = { args: { props: { ...(${type}.defaults as object), text: { zh: " ", en: "" } } } };
`,
  [`${folder}.test.ts`]: `import { describe, expect, it } from "vitest";
import { ${Component}PropsSchema, ${type} } from "./index";

describe("${type} block", () => {
  it("accepts its defaults", () => {
    expect(${Component}PropsSchema.safeParse(${type}.defaults).success).toBe(true);
  });

  it("refuses a text without Chinese", () => {
    const defaults = ${Component}PropsSchema.parse(${type}.defaults);
    expect(${Component}PropsSchema.safeParse({ ...defaults, text: { zh: " ", en: "x" } }).success).toBe(false);
  });
});
`,
};

fs.mkdirSync(dir);
for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), text);

// One import and one list entry in the registry, one import and one entry in the visitors' component map.
const lastImport = (source) => source.lastIndexOf("\nimport ");
const afterLine = (source, at) => source.indexOf("\n", at + 1) + 1;
function insertImport(source, line) {
  const at = afterLine(source, lastImport(source));
  return source.slice(0, at) + line + source.slice(at);
}
let newRegistry = insertImport(registry, `import { ${type} } from "./${folder}";\n`);
newRegistry = newRegistry.replace(/(export const blockRegistry: BlockRegistration\[\] = \[\n[\s\S]*?)(\n\];)/, `$1\n  ${type},$2`);
let newComponents = insertImport(components, `import { ${Component} } from "./${folder}/${folder}";\n`);
newComponents = newComponents.replace(
  /(export const blockViews: Readonly<Record<string, BlockView>> = \{\n[\s\S]*?)(\n\};)/,
  `$1\n  ${type}: { component: ${Component} },$2`,
);
if (newRegistry === registry || newComponents === components) fail("Could not find the registry list or the component map to extend.");
fs.writeFileSync(registryFile, newRegistry);
fs.writeFileSync(componentsFile, newComponents);

const run = (args) => spawnSync("npm", args, { cwd: root, stdio: "inherit" }).status === 0;
if (!run(["run", "--silent", "blocks:fixture"])) fail("npm run blocks:fixture failed: see above.");
spawnSync("npx", ["biome", "check", "--write", `blocks/${folder}`, "blocks/index.ts", "blocks/components.ts"], {
  cwd: root,
  stdio: "ignore",
});

console.log(`Created blocks/${folder} (type "${type}", component ${Component}), registered in blocks/index.ts and blocks/components.ts,
and added to the every-block fixture. Next: its props and fields (blocks/${folder}/index.ts), the component and styles,
the tests and the InvalidProps story; README "Adding a block type" says what each file is for.`);
