import { useEffect, useId, useRef, useState } from "react";
import {
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_MAX_PER_INSPECTION,
  ATTACHMENT_TYPES,
  type Attachment,
  type UploadPolicy,
} from "../../schemas/attachment";
import { PORTAL_PATHS } from "../../schemas/portal-paths";
import { useTranslation } from "../i18n/react";
import { portal } from "../portal/browser-portal";
import { buttonClass } from "../ui/button";
import { cx } from "../ui/cx";
import fieldset from "../ui/fieldset.module.css";
import { ProgressBar } from "../ui/progress";
import visuallyHidden from "../ui/visually-hidden.module.css";
import styles from "./attachment-picker.module.css";

interface Item {
  key: string;
  name: string;
  progress: number;
  attachment?: Attachment;
  error?: string;
}

/** What the form needs to know: the uploaded files' ids, and how many are still on their way. */
export interface AttachmentState {
  ids: number[];
  uploading: number;
}

/** Photos and COA PDFs: each file uploads at once with its own progress bar; the server checks the type. */
export function AttachmentPicker({ onChange }: { onChange: (state: AttachmentState) => void }) {
  const { t } = useTranslation(["pages", "errors"]);
  const inputId = useId();
  const hintId = useId();
  const [items, setItems] = useState<Item[]>([]);
  // What the live region says: the end of each upload, a failure, a removal (issue 27, item 9).
  const [said, setSaid] = useState("");
  const list = useRef<HTMLUListElement>(null);
  const input = useRef<HTMLInputElement>(null);

  // Reported after each change (never from inside a state updater, which React may call twice).
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });
  useEffect(() => {
    onChangeRef.current({
      ids: items.flatMap((i) => (i.attachment ? [i.attachment.id] : [])),
      uploading: items.filter((i) => !i.attachment && !i.error).length,
    });
  }, [items]);

  const update = (key: string, patch: Partial<Item>) => setItems((list) => list.map((i) => (i.key === key ? { ...i, ...patch } : i)));

  const add = async (files: FileList | null) => {
    if (!files?.length) return;
    const room = ATTACHMENT_MAX_PER_INSPECTION - items.length;
    const chosen = Array.from(files)
      .slice(0, Math.max(0, room))
      .map((file) => ({ file, key: `${file.name}-${file.size}-${Math.random()}` }));
    // Listed (and counted as uploading) at once, before the upload policy arrives.
    setItems((list) => [
      ...list,
      ...chosen.map(({ file, key }) => ({
        key,
        name: file.name,
        progress: 0,
        error: file.size > ATTACHMENT_MAX_BYTES ? t("errors:validation.fileTooLarge") : undefined,
      })),
    ]);
    const uploads = chosen.filter(({ file }) => file.size <= ATTACHMENT_MAX_BYTES);
    if (uploads.length === 0) return;
    let policy: UploadPolicy;
    try {
      policy = await portal.post<UploadPolicy>(PORTAL_PATHS.ossToken);
    } catch (err) {
      for (const { key } of uploads) update(key, { error: (err as Error).message });
      return;
    }
    for (const { file, key } of uploads) {
      portal
        .upload<Attachment>(policy.uploadUrl, file, { onProgress: (f) => update(key, { progress: Math.round(f * 100) }) })
        // The server's name from here on: cleaned, with the extension of what the file really is.
        .then((attachment) => {
          update(key, { attachment, name: attachment.name, progress: 100 });
          setSaid(t("pages:sampleTesting.uploadDone", { name: attachment.name }));
        })
        .catch((err: Error) => update(key, { error: err.message }));
    }
  };

  // An uploaded file is deleted on the server too (it is not part of a sample yet); if that fails the
  // file still leaves the list, and the portal deletes unsent uploads after a day anyway.
  // Focus goes to the remove button of the file before (or after) it, else to the file input: not to <body>.
  const remove = (key: string) => {
    const at = items.findIndex((i) => i.key === key);
    const removed = items[at];
    if (removed?.attachment) portal.post(PORTAL_PATHS.attachmentDelete, { attachmentId: removed.attachment.id }).catch(() => {});
    const buttons = [...(list.current?.querySelectorAll<HTMLButtonElement>("button[data-remove]") ?? [])];
    const next = buttons[at - 1] ?? buttons[at + 1];
    setItems((all) => all.filter((i) => i.key !== key));
    if (removed) setSaid(t("pages:sampleTesting.fileRemoved", { name: removed.name }));
    (next ?? input.current)?.focus();
  };

  return (
    <fieldset aria-describedby={hintId} className={fieldset.fieldset}>
      <legend className={cx(fieldset.legend, styles.legend)}>{t("pages:sampleTesting.attachments")}</legend>
      <p className={styles.hint} id={hintId}>
        {t("pages:sampleTesting.attachmentsHint")}
      </p>
      <div>
        <label htmlFor={inputId} className={styles.add}>
          {t("pages:sampleTesting.addFiles")}
          <input
            ref={input}
            id={inputId}
            type="file"
            multiple
            accept={Object.keys(ATTACHMENT_TYPES).join(",")}
            className={visuallyHidden.hidden}
            disabled={items.length >= ATTACHMENT_MAX_PER_INSPECTION}
            onChange={(e) => {
              void add(e.target.files);
              e.target.value = "";
            }}
          />
        </label>
      </div>
      {/* In the page from the start, so what is put into it is read. */}
      <p className={visuallyHidden.hidden} role="status" data-testid="attachment-status">
        {said}
      </p>
      {items.length > 0 && (
        <ul ref={list} className={styles.list} aria-label={t("pages:sampleTesting.attachmentList")}>
          {items.map((item) => {
            const name = t(item.attachment ? "pages:sampleTesting.uploadDone" : "pages:sampleTesting.uploadProgress", { name: item.name });
            return (
              <li key={item.key} data-testid="attachment-item">
                <div className={styles.row}>
                  <p className={styles.name}>{item.name}</p>
                  <button
                    type="button"
                    className={buttonClass({ variant: "ghost", size: "xs" })}
                    data-remove=""
                    onClick={() => remove(item.key)}
                    aria-label={t("pages:sampleTesting.removeFile", { name: item.name })}
                  >
                    {t("pages:sampleTesting.remove")}
                  </button>
                </div>
                {item.error ? (
                  <p className={styles.error} role="alert">
                    {item.error}
                  </p>
                ) : (
                  // Named after its file: Ark names the bar by its value ("100%") otherwise.
                  <ProgressBar
                    value={item.progress}
                    size="xs"
                    palette={item.attachment ? "green" : "brand"}
                    label={name}
                    trackLabel={name}
                  />
                )}
              </li>
            );
          })}
        </ul>
      )}
    </fieldset>
  );
}
