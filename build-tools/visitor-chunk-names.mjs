// The grouped files of visitors' pages (decision 103), each after the ones it imports: rolldown's
// runtime, React, Chakra, the site's theme (Chakra's createSystem: the longest evaluation, decision
// 113), the site's shell with the news pages' modules, then what the block pages add.
// No Node imports: the page's script rewrite (src/navigation/hydrate-after-first-paint.ts) uses it.
export const VISITOR_CHUNKS_IN_ORDER = ["rolldown-runtime", "react", "ui", "theme", "site", "block-pages"];
