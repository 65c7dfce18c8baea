import { ATTACHMENT_TYPES, type AttachmentType } from "../../schemas/attachment";

const startsWith = (bytes: Uint8Array, sig: number[], offset = 0) => sig.every((b, i) => bytes[offset + i] === b);

/** The file's real type from its first bytes (magic numbers); null when it is none we accept. */
export function sniffType(bytes: Uint8Array): AttachmentType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "image/jpeg";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return "image/webp";
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return "application/pdf";
  return null;
}

/** The file name extensions each accepted type is known by (the first is the one given when it has none). */
const EXTENSIONS: Record<AttachmentType, readonly string[]> = {
  "image/jpeg": [ATTACHMENT_TYPES["image/jpeg"], "jpeg", "jpe"],
  "image/png": [ATTACHMENT_TYPES["image/png"]],
  "image/webp": [ATTACHMENT_TYPES["image/webp"]],
  "application/pdf": [ATTACHMENT_TYPES["application/pdf"]],
};

/**
 * A name whose extension says what the content is: kept when it already does (`scan.JPEG`), replaced
 * when it says something else (`evil.html` with PNG bytes → `evil.png`), added when there is none.
 */
export function nameMatchingType(name: string, type: AttachmentType): string {
  const dot = name.lastIndexOf(".");
  const ext = dot > 0 ? name.slice(dot + 1) : "";
  const known = EXTENSIONS[type];
  if (known.includes(ext.toLowerCase())) return name;
  const stem = /^[A-Za-z0-9]{1,10}$/.test(ext) ? name.slice(0, dot) : name;
  return `${stem}.${known[0]}`;
}
