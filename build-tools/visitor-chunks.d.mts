/** See visitor-chunks.mjs. */
export declare const MARKETING_ROUTES: string[];
export declare const BLOCK_PAGE_ROUTES: string[];
export interface ChunkGroups {
  site: string[];
  blocks: string[];
}
export declare function computeChunkGroups(buildDir: string): Promise<ChunkGroups>;
export declare function visitorChunking(
  root?: string,
): { groups: Array<{ name: string; priority: number; test: (moduleId: string) => boolean }> } | undefined;
