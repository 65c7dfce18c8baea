import { describe, expect, it } from "vitest";
import { canonicalHtml, EXCERPT_CONTEXT, EXCERPT_MAX, excerptPair, richTextAsText } from "./diff-text";

describe("richTextAsText", () => {
  it("gives the words: a line per paragraph or list item, inline tags dropped, entities decoded", () => {
    expect(richTextAsText("<p>Iron <strong>binding</strong> &amp; <em>safe</em></p><ul><li>one</li><li>two&nbsp;&lt;3</li></ul>")).toBe(
      "Iron binding & safe\none\ntwo <3",
    );
    expect(richTextAsText("<h2>标题</h2><p>第一行<br>第二行 &#x4e2d;&#25991;</p>")).toBe("标题\n第一行\n第二行 中文");
  });

  it("keeps text that only looks like a tag, and an unknown entity as written", () => {
    expect(richTextAsText("<4°C and 3 > 2")).toBe("<4°C and 3 > 2");
    expect(richTextAsText("<p>&bogus; &amp</p>")).toBe("&bogus; &amp");
  });

  it("is linear on many unclosed tags", () => {
    const nasty = "<a".repeat(50_000);
    const started = performance.now();
    expect(richTextAsText(nasty)).toBe(nasty);
    expect(performance.now() - started).toBeLessThan(500);
  });
});

describe("canonicalHtml", () => {
  it("writes character references as characters, so the editor's and the sanitizer's HTML compare equal", () => {
    expect(canonicalHtml("<p>0.1&nbsp;g/L, cow&#39;s &#x4e2d;</p>")).toBe(canonicalHtml("<p>0.1\u00a0g/L, cow's 中</p>"));
    // The sanitizer binds a number to its unit with a no-break space; the editor typed a space.
    expect(canonicalHtml("<p>45\u00a0℃</p>")).toBe(canonicalHtml("<p>45 ℃</p>"));
  });

  it("keeps markup characters as references: text that reads as a tag is not a tag", () => {
    expect(canonicalHtml("<p>&lt;b&gt; &#60;i&#62; &amp; &#38;</p>")).toBe("<p>&lt;b&gt; &lt;i&gt; &amp; &amp;</p>");
    expect(canonicalHtml("<p>&lt;b&gt;x</p>")).not.toBe(canonicalHtml("<p><b>x</p>"));
  });
});

describe("excerptPair", () => {
  it("leaves values up to the limit whole", () => {
    expect(excerptPair("old", "new")).toEqual(["old", "new"]);
    const limit = "x".repeat(EXCERPT_MAX);
    expect(excerptPair(limit, `${limit.slice(1)}y`)).toEqual([limit, `${limit.slice(1)}y`]);
  });

  it("cuts long values to the changed part with context and ellipses on both sides", () => {
    const head = "a".repeat(300);
    const tail = "z".repeat(300);
    const [before, after] = excerptPair(`${head}OLD${tail}`, `${head}NEW WORDS${tail}`);
    const context = (c: string) => c.repeat(EXCERPT_CONTEXT);
    expect(before).toBe(`…${context("a")}OLD${context("z")}…`);
    expect(after).toBe(`…${context("a")}NEW WORDS${context("z")}…`);
  });

  it("no ellipsis at an end that is shown, and never more than the limit", () => {
    const [before, after] = excerptPair(`Start ${"b".repeat(500)}`, `Begin ${"b".repeat(500)}`);
    expect(before.startsWith("Start ")).toBe(true);
    expect(after.startsWith("Begin ")).toBe(true);
    expect(Array.from(before.replace(/…/g, "")).length).toBeLessThanOrEqual(EXCERPT_MAX);
    expect(before.endsWith("…")).toBe(true);
  });

  it("a long value against an empty one shows its beginning", () => {
    const long = `${"词".repeat(200)}`;
    expect(excerptPair("", long)).toEqual(["", `${"词".repeat(EXCERPT_MAX)}…`]);
  });

  it("two equal long texts show their beginning", () => {
    const same = `Start ${"c".repeat(300)}`;
    const [before, after] = excerptPair(same, same);
    expect(before).toBe(after);
    expect(before.startsWith("Start c")).toBe(true);
    expect(before.endsWith("…")).toBe(true);
  });

  it("never splits an emoji", () => {
    const [, after] = excerptPair("", "😀".repeat(200));
    expect(after).toBe(`${"😀".repeat(EXCERPT_MAX)}…`);
  });
});
