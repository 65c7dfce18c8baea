import { createUsePuck } from "@puckeditor/core";
import { createContext, useContext } from "react";
import type { DocumentProblemInfo } from "../../schemas/page-admin";

/** Every problem of the document being edited, in the editor's language. */
export const ProblemsContext = createContext<DocumentProblemInfo[]>([]);

const usePuck = createUsePuck();

/** The id of the block selected in the editor (null: the page itself). */
export function useSelectedId(): string | null {
  return usePuck((s) => (s.selectedItem ? String(s.selectedItem.props.id) : null));
}

/** Puck names nested fields `items[0].label`; problems name them `items.0.label`. */
export const problemPath = (name: string) => name.replace(/\[(\d+)\]/g, ".$1");

/** Problems of the selected block (or the page) at a field, or inside it (`title` covers `title.zh`). */
export function useFieldProblems(name: string): DocumentProblemInfo[] {
  const problems = useContext(ProblemsContext);
  const selected = useSelectedId();
  const path = problemPath(name);
  return problems.filter((p) => p.blockId === selected && (p.path === path || p.path.startsWith(`${path}.`)));
}
