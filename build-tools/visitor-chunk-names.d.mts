/** See visitor-chunk-names.mjs. */
export declare const VISITOR_CHUNKS_IN_ORDER: readonly string[];
