import { decodePDFRawStream, PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, PDFRef } from "pdf-lib";

/**
 * The text of each page of a PDF written by pdfkit (embedded fonts, two-byte glyph codes, a
 * ToUnicode map per font), one string per page with the text runs in drawing order. Enough to
 * check what a generated report says; not a general PDF text extractor.
 */
export async function pdfPageTexts(bytes: Uint8Array): Promise<string[]> {
  const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
  const streamText = (obj: unknown) => {
    const stream = obj instanceof PDFRef ? pdf.context.lookup(obj) : obj;
    return stream instanceof PDFRawStream ? Buffer.from(decodePDFRawStream(stream).decode()).toString("latin1") : "";
  };
  const cmaps = new Map<string, Map<number, string>>();
  const cmapOf = (font: PDFDict): Map<number, string> => {
    const map = new Map<number, string>();
    const text = streamText(font.get(PDFName.of("ToUnicode")));
    for (const [, start, list] of text.matchAll(/<([0-9a-f]+)>\s*<[0-9a-f]+>\s*\[([^\]]*)\]/gi)) {
      [...(list ?? "").matchAll(/<([0-9a-f ]+)>/gi)].forEach((m, i) => {
        const units = (m[1] ?? "").split(" ").map((h) => Number.parseInt(h, 16));
        map.set(Number.parseInt(start ?? "0", 16) + i, String.fromCharCode(...units));
      });
    }
    return map;
  };

  return pdf.getPages().map((page) => {
    const fonts = page.node.Resources()?.lookup(PDFName.of("Font"), PDFDict);
    for (const [name, ref] of fonts?.entries() ?? []) {
      const font = pdf.context.lookup(ref, PDFDict);
      if (!cmaps.has(name.toString())) cmaps.set(name.toString(), cmapOf(font));
    }
    const contents = page.node.Contents();
    const parts = contents instanceof PDFArray ? contents.asArray() : [contents];
    const content = parts.map(streamText).join("\n");
    let cmap = new Map<number, string>();
    const runs: string[] = [];
    for (const [, fontName, tj] of content.matchAll(/(\/[A-Za-z0-9+]+) [\d.]+ Tf|\[([^\]]*)\] TJ/g)) {
      if (fontName) {
        cmap = cmaps.get(fontName) ?? new Map();
        continue;
      }
      let run = "";
      for (const [, hex] of (tj ?? "").matchAll(/<([0-9a-f]*)>/gi)) {
        for (let i = 0; i + 4 <= (hex ?? "").length; i += 4) run += cmap.get(Number.parseInt((hex ?? "").slice(i, i + 4), 16)) ?? "";
      }
      runs.push(run);
    }
    return runs.join("\n");
  });
}

/** Text without any whitespace: wrapped lines compare equal to the unwrapped value. */
export const squash = (s: string) => s.replace(/\s+/g, "");
