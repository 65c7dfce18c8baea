import type { Ref } from "react";

/** The image types the media library takes (the server checks the bytes too). */
const IMAGE_TYPES = "image/jpeg,image/png,image/webp";

/**
 * The hidden file input behind an "Upload" button: the button opens it (`ref.current.click()`),
 * it is out of the tab order and named for screen readers, and it is emptied after each choice so
 * choosing the same file again is seen.
 */
export function ImageFileInput({
  ref,
  label,
  multiple = false,
  onFiles,
}: {
  ref: Ref<HTMLInputElement>;
  label: string;
  multiple?: boolean;
  onFiles: (files: File[]) => void;
}) {
  return (
    <input
      ref={ref}
      type="file"
      multiple={multiple}
      accept={IMAGE_TYPES}
      aria-label={label}
      style={{ position: "absolute", width: 1, height: 1, opacity: 0, overflow: "hidden" }}
      tabIndex={-1}
      onChange={(e) => {
        const chosen = [...(e.target.files ?? [])];
        e.target.value = "";
        if (chosen.length) onFiles(chosen);
      }}
    />
  );
}
