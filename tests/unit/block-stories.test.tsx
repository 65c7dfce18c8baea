import { composeStories, setProjectAnnotations } from "@storybook/react-vite";
import { render, screen } from "@testing-library/react";
import type { ComponentType } from "react";
import { beforeAll, describe, expect, it } from "vitest";
import preview from "../../.storybook/preview";
import { blockRegistry } from "../../blocks/index";

/** Every block's stories as portable stories: rendered as Storybook renders them, with its preview's providers. */
const storyFiles = import.meta.glob<Record<string, unknown>>("../../blocks/*/*.stories.tsx", { eager: true });

beforeAll(() => {
  setProjectAnnotations(preview);
});

describe("block stories", () => {
  it("cover every registered block (one stories file per block folder; the column layouts share theirs)", () => {
    const folderOf = (file: string) => file.split("/").at(-2);
    const blockFolders = Object.keys(import.meta.glob("../../blocks/*/index.ts")).map(folderOf);
    expect(Object.keys(storyFiles).map(folderOf).sort()).toEqual(blockFolders.sort());
    expect(blockRegistry.length).toBeGreaterThanOrEqual(blockFolders.length);
  });

  it.each(Object.entries(storyFiles))("%s: InvalidProps shows the editor's alert and not the block", async (_, mod) => {
    const { InvalidProps } = composeStories(mod as Parameters<typeof composeStories>[0]) as Record<string, ComponentType | undefined>;
    expect(InvalidProps, "no InvalidProps story").toBeDefined();
    const { container, unmount } = render(InvalidProps ? <InvalidProps /> : null);
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("此区块的属性无效");
    expect(alert.querySelectorAll("li").length).toBeGreaterThan(0);
    expect(container.querySelector("[data-block-type]")).toBeNull();
    unmount();
  });
});
