import { useCallback, useEffect, useRef } from "react";
import { type UseFormReturn, useWatch } from "react-hook-form";
import type { AdminNews, NewsConflict } from "../../../schemas/admin-content";
import { useAutosave } from "../use-autosave";
import { newsApi } from "./news-api";
import { isSendable, type NewsFormOutput, NewsFormSchema, type NewsFormValues, newsBody, newsFormValues } from "./news-form";

type Form = UseFormReturn<NewsFormValues, unknown, NewsFormOutput>;

const revisionOf = (n: AdminNews) => n.version;
const conflictRevision = (c: NewsConflict) => c.version;
const pair = (v: { zh?: string; en?: string } | undefined) => ({ zh: v?.zh ?? "", en: v?.en ?? "" });

/** The form's values in one key order: the same content always makes the same JSON. */
function canonical(v: Partial<NewsFormValues>): NewsFormValues {
  return {
    classCode: v.classCode ?? "",
    title: pair(v.title),
    summary: pair(v.summary),
    content: pair(v.content),
    cover: v.cover ?? "",
    publishTime: v.publishTime ?? "",
    status: v.status ?? "draft",
  };
}

/**
 * A news item's saves (decision 196): while it is a draft and "Draft" stays chosen, every change is
 * saved a second later (autosave, the version check, a conflict stops it); a published item, or a
 * draft about to be published, is saved only by `commit` (the Save button): an autosave would put
 * half-finished edits in front of visitors.
 */
export function useNewsAutosave({ item, form, onSaved }: { item: AdminNews; form: Form; onSaved: (saved: AdminNews) => void }) {
  const save = useCallback(
    (version: number, values: NewsFormValues, explicit: boolean) =>
      newsApi.update(item.id, version, newsBody(NewsFormSchema.parse(values)), explicit),
    [item.id],
  );
  const initial = useRef(canonical(newsFormValues(item))).current;
  const autosave = useAutosave<NewsFormValues, AdminNews, NewsConflict>({
    revision: item.version,
    initial,
    save,
    revisionOf,
    isValid: isSendable,
    conflictRevision,
    onSaved,
  });
  /** As saved last (this editor's saves, or a reload): a published item is never autosaved. */
  const storedPublished = item.status === "published";
  const chosenStatus = useWatch({ control: form.control, name: "status" });
  const autosaving = !storedPublished && chosenStatus === "draft";
  const autosavingRef = useRef(autosaving);
  autosavingRef.current = autosaving;

  const { changed } = autosave;
  useEffect(() => {
    const sub = form.watch((values) => {
      const state = canonical(values as Partial<NewsFormValues>);
      if (autosavingRef.current && state.status === "draft") changed(state);
    });
    return () => sub.unsubscribe();
  }, [form, changed]);

  // A state that cannot be sent: its fields say why (as if the editor had pressed Save).
  useEffect(() => {
    if (autosave.status === "invalid") void form.trigger();
  }, [autosave.status, form]);

  return {
    ...autosave,
    autosaving,
    /** The Save button: the form's state now, as an explicit save. */
    commit: () => autosave.commit(canonical(form.getValues())),
    /** After a restore: the form shows the restored item, which is the new starting point. */
    rebase: (restored: AdminNews) => {
      const values = canonical(newsFormValues(restored));
      form.reset(values);
      autosave.rebase(restored.version, values);
    },
  };
}
