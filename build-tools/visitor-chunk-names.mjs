// The grouped files of visitors' pages (decision 103), each after the ones it imports: rolldown's
// runtime, React with React Router, the site's shell with the news pages' modules, then what the
// block pages add. (Chakra and its theme had files of their own until visitors' pages went without
// them, decision 115.)
// No Node imports: the page's script rewrite (src/navigation/hydrate-after-first-paint.ts) uses it.
export const VISITOR_CHUNKS_IN_ORDER = ["rolldown-runtime", "react", "site", "block-pages"];
