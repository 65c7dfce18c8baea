/** See start-heap-options.mjs. */
export declare function startHeapOptions(): string[];
