import { Builder } from "@builder.io/react";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { BannerPropsSchema } from "../../blocks/banner";
import { blockRegistry } from "../../blocks/index";
import { type BuilderInput, builderInputs } from "../../src/builder/builder-inputs";
import { builderBlocks, registerBlocks } from "../../src/builder/register-blocks";

const byName = (inputs: BuilderInput[], name: string) => {
  const input = inputs.find((i) => i.name === name);
  if (!input) throw new Error(`no input ${name}`);
  return input;
};
const inputsOf = (type: string) => {
  const registration = builderBlocks().find((b) => b.type === type);
  if (!registration) throw new Error(type);
  return builderInputs(registration);
};

describe("Builder.io registration of the block registry", () => {
  it("offers every block of the registry but the column layouts (Builder has its own), once, under its type", () => {
    expect(blockRegistry.filter((b) => !builderBlocks().includes(b)).map((b) => b.type)).toEqual(["twoColumns", "threeColumns"]);
    registerBlocks();
    registerBlocks();
    const names = (Builder.components as Array<{ name: string }>).map((c) => c.name);
    for (const block of builderBlocks())
      expect(
        names.filter((n) => n === block.type),
        block.type,
      ).toHaveLength(1);
  });

  it("derives one input per prop, whose defaults are the registration's and parse with its schema", () => {
    for (const block of builderBlocks()) {
      const inputs = builderInputs(block);
      const shape = (block.schema as z.ZodObject).shape;
      expect(inputs.map((i) => i.name).sort(), block.type).toEqual(Object.keys(shape).sort());
      const fromDefaults = Object.fromEntries(inputs.map((i) => [i.name, i.defaultValue]));
      expect(block.schema.safeParse(fromDefaults).success, block.type).toBe(true);
    }
  });

  it("marks required what the schema requires, and offers exactly the schema's options and ranges", () => {
    // LocalizedText is a {zh, en} pair: Chinese required where the schema requires it, English never.
    const title = byName(inputsOf("callToAction"), "title");
    expect(title.type).toBe("object");
    expect(title.subFields?.map((f) => [f.name, !!f.required])).toEqual([
      ["zh", true],
      ["en", false],
    ]);
    expect(byName(inputsOf("callToAction"), "text").subFields?.every((f) => !f.required)).toBe(true);
    expect(byName(inputsOf("richText"), "body").subFields?.[0]?.type).toBe("richText");

    const banner = inputsOf("banner");
    expect(byName(banner, "headingLevel").enum?.map((o) => o.value)).toEqual(BannerPropsSchema.shape.headingLevel.options);
    expect(byName(banner, "autoplaySeconds")).toMatchObject({ type: "number", min: 0, max: 30, required: true });
    expect(byName(banner, "position").required).toBe(true);
    expect(byName(inputsOf("newsList"), "categoryCode").required).toBeUndefined();
    expect(byName(inputsOf("callToAction"), "tone").enum?.map((o) => o.value)).toEqual(["brand", "light"]);

    // Lists of objects: sub-fields from the item schema; at least one item required.
    const items = byName(inputsOf("keyFigures"), "items");
    expect(items).toMatchObject({ type: "list", required: true });
    expect(items.subFields?.map((f) => f.name)).toEqual(["value", "label"]);
    expect(items.subFields?.[0]?.subFields?.map((f) => [f.name, !!f.required])).toEqual([
      ["zh", true],
      ["en", false],
    ]);
    expect(byName(inputsOf("mediaText"), "image")).toMatchObject({ type: "file", required: true });
  });

  it("refuses a registration whose hints and schema disagree, instead of describing a block twice", () => {
    const broken = { ...blockRegistry[0], type: "broken", schema: z.object({ extra: z.string() }), fields: {} } as never;
    expect(() => builderInputs(broken)).toThrow(/without an editor hint: extra/);
  });
});
