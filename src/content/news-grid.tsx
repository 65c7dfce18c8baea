import { Children, type ReactNode } from "react";
import { balancedGrid } from "../ui/balanced-grid";

/** The grid of news cards, on the news page and in the news-list block: one column on a phone, three from 48em (news-card.tsx's image sizes say the same), rows balanced. */
export function NewsGrid({ children }: { children: ReactNode }) {
  const grid = balancedGrid(Children.count(children), { base: 1, sm: 1, md: 3, lg: 3 });
  return <div {...grid}>{children}</div>;
}
