/**
 * Keeps tests/unit/page-documents/every-block-vN.json (decision 140), run by `npm run blocks:fixture`:
 *   add     the newest frozen fixture gains every registered block type it lacks, at every depth, with
 *           the block's current defaults (a type newer than that version has the same props then and now);
 *           what is there is never changed.
 *   freeze  before raising CURRENT_PAGE_SCHEMA_VERSION: writes every-block-v{current}.json from today's defaults.
 */
import fs from "node:fs";
import path from "node:path";
import { CURRENT_PAGE_SCHEMA_VERSION } from "../schemas/page";
import { type EveryBlockFixture, everyBlockFixture } from "../tests/support/every-block-document";

const dir = path.resolve(import.meta.dirname, "../tests/unit/page-documents");
const file = (v: number) => path.join(dir, `every-block-v${v}.json`);
const write = (v: number, fixture: EveryBlockFixture) => fs.writeFileSync(file(v), `${JSON.stringify(fixture, null, 2)}\n`);

const mode = process.argv.slice(2).find((a) => a !== "--") ?? "add";
if (mode === "freeze") {
  if (fs.existsSync(file(CURRENT_PAGE_SCHEMA_VERSION))) throw new Error(`${file(CURRENT_PAGE_SCHEMA_VERSION)} exists already`);
  write(CURRENT_PAGE_SCHEMA_VERSION, everyBlockFixture(CURRENT_PAGE_SCHEMA_VERSION));
  console.log(`froze every block at version ${CURRENT_PAGE_SCHEMA_VERSION}: now raise CURRENT_PAGE_SCHEMA_VERSION and write the migration`);
} else if (mode === "add") {
  const versions = fs
    .readdirSync(dir)
    .map((f) => /^every-block-v(\d+)\.json$/.exec(f)?.[1])
    .filter((v): v is string => v !== undefined)
    .map(Number);
  const newest = Math.max(...versions);
  const frozen = JSON.parse(fs.readFileSync(file(newest), "utf8")) as EveryBlockFixture;
  const fresh = everyBlockFixture(newest);
  const typesIn = (blocks: Array<{ type: string }>) => new Set(blocks.map((b) => b.type));
  const added = new Set<string>();
  // Top level, then each layout holder's slot: the missing types' blocks are appended where they belong.
  const topTypes = typesIn(frozen.document.blocks);
  for (const b of fresh.document.blocks)
    if (!b.id.startsWith("in-") && !b.id.startsWith("top.ref-") && !topTypes.has(b.type)) {
      frozen.document.blocks.push(b);
      added.add(b.type);
    }
  for (const holder of fresh.document.blocks.filter((b) => b.id.startsWith("in-"))) {
    const existing = frozen.document.blocks.find((b) => b.id === holder.id);
    if (!existing) {
      frozen.document.blocks.push(holder);
      added.add(holder.type);
      continue;
    }
    for (const [slot, children] of Object.entries(holder.props)) {
      if (!Array.isArray(children) || !Array.isArray(existing.props[slot])) continue;
      const have = typesIn(existing.props[slot] as Array<{ type: string }>);
      for (const child of children as Array<{ type: string }>)
        if (!have.has(child.type)) {
          (existing.props[slot] as unknown[]).push(child);
          added.add(child.type);
        }
    }
  }
  const sectionTypes = typesIn(frozen.sections.map((s) => s.block));
  for (const s of fresh.sections)
    if (!sectionTypes.has(s.block.type)) {
      const id = Math.max(0, ...frozen.sections.map((x) => x.id)) + 1;
      frozen.sections.push({ ...s, id });
      frozen.document.blocks.push({ id: `top.ref-${s.block.type}`, type: "sectionRef", props: { sectionId: id } });
      added.add(s.block.type);
    }
  write(newest, frozen);
  console.log(
    added.size
      ? `added to every-block-v${newest}.json: ${[...added].join(", ")}`
      : `every-block-v${newest}.json holds every block type already`,
  );
} else {
  throw new Error(`unknown mode "${mode}" (add or freeze)`);
}
